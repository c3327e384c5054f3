// `npm run seed:demo`: fills the database (DATA_DIR PGlite or DATABASE_URL) with demo guests, a
// host with a second villa, and bookings in every status around today, for trying the back
// office. Runs once per database: a marker row makes a second run a no-op.
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { eq, inArray, sql } from "drizzle-orm";
import { addDays, quoteStay, villaToday, type IsoDate, type Language } from "../src/domain/index.ts";
import { hashPassword } from "../src/server/auth/passwords.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase, type Database } from "../src/server/db/client.ts";
import { DataDirInUseError } from "../src/server/db/data-dir-lock.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { appSettings, bookingPayments, bookings, users, villas } from "../src/server/db/schema.ts";
import { nextInvoiceNumber } from "../src/server/payments/invoice-number.ts";
import { seed } from "../src/server/db/seed.ts";

export const DEMO_MARKER = "seed.demo";
// Distinct from the migration and first-start seed locks.
const DEMO_LOCK_KEY = 7_245_130_003;

interface DemoPerson {
  email: string;
  fullName: string;
  phone: string;
  dateOfBirth: IsoDate;
  language: Language;
}

export const DEMO_HOST: DemoPerson = {
  email: "karim.nassar@example.com",
  fullName: "Karim Nassar",
  phone: "+201001234567",
  dateOfBirth: "1979-04-18",
  language: "en",
};

export const DEMO_GUESTS: DemoPerson[] = [
  {
    email: "giulia.rossi@example.com",
    fullName: "Giulia Rossi",
    phone: "+393471234567",
    dateOfBirth: "1988-06-02",
    language: "en",
  },
  {
    email: "lukas.schneider@example.com",
    fullName: "Lukas Schneider",
    phone: "+491711234567",
    dateOfBirth: "1983-11-21",
    language: "de",
  },
  {
    email: "amelie.dubois@example.com",
    fullName: "Amélie Dubois",
    phone: "+33612345678",
    dateOfBirth: "1991-02-14",
    language: "fr",
  },
  {
    email: "olga.ivanova@example.com",
    fullName: "Olga Ivanova",
    phone: "+79161234567",
    dateOfBirth: "1986-09-09",
    language: "ru",
  },
  {
    email: "james.whitfield@example.com",
    fullName: "James Whitfield",
    phone: "+447700900123",
    dateOfBirth: "1975-03-30",
    language: "en",
  },
  {
    email: "sofia.andersson@example.com",
    fullName: "Sofia Andersson",
    phone: "+46701234567",
    dateOfBirth: "1994-07-17",
    language: "en",
  },
  {
    email: "ahmed.hassan@example.com",
    fullName: "Ahmed Hassan",
    phone: "+201221234567",
    dateOfBirth: "1990-12-05",
    language: "en",
  },
  {
    email: "yuki.tanaka@example.com",
    fullName: "Yuki Tanaka",
    phone: "+819012345678",
    dateOfBirth: "1992-01-25",
    language: "en",
  },
  {
    email: "maria.kowalska@example.com",
    fullName: "Maria Kowalska",
    phone: "+48601234567",
    dateOfBirth: "1987-05-11",
    language: "en",
  },
  {
    email: "pieter.devries@example.com",
    fullName: "Pieter de Vries",
    phone: "+31612345678",
    dateOfBirth: "1981-08-28",
    language: "de",
  },
  {
    email: "dmitri.volkov@example.com",
    fullName: "Dmitri Volkov",
    phone: "+79031234567",
    dateOfBirth: "1984-10-03",
    language: "ru",
  },
  {
    email: "claire.martin@example.com",
    fullName: "Claire Martin",
    phone: "+33698765432",
    dateOfBirth: "1996-04-08",
    language: "fr",
  },
];

export const DEMO_HOST_VILLA = {
  title: "Palm Garden Villa — El Mamsha",
  description:
    "A two-bedroom garden villa a short walk from the El Mamsha promenade, with a plunge pool, " +
    "shaded terrace and barbecue. Ideal for couples and small families.",
  address: "El Mamsha Street 41",
  city: "Hurghada",
  country: "Egypt",
  pricePerNight: 95,
  maxGuests: 4,
  bedrooms: 2,
  bathrooms: 2,
  amenities: ["wifi", "pool", "air_conditioning", "kitchen", "garden", "terrace", "bbq", "parking"],
  images: ["/images/villa/terrace.jpg", "/images/villa/pool.jpg"],
};

type DemoStatus = "PENDING" | "CONFIRMED" | "COMPLETED" | "CANCELLED" | "REJECTED";

/** One stay: guest index, check-in offset from today, nights, status, guests, extras. */
interface DemoStay {
  guest: number;
  from: number;
  nights: number;
  status: DemoStatus;
  guests: number;
  paid?: boolean;
  method?: "BANK_TRANSFER" | "PAYMENT_ON_ARRIVAL";
  notes?: string;
  reason?: string;
}

// Past stays are COMPLETED, CANCELLED or REJECTED (never a stale PENDING or CONFIRMED); the
// occupying ones never overlap on one villa, as the database insists.
const MAIN_VILLA_STAYS: DemoStay[] = [
  { guest: 0, from: -150, nights: 7, status: "COMPLETED", guests: 4, paid: true, notes: "Celebrating our anniversary" },
  { guest: 1, from: -128, nights: 7, status: "COMPLETED", guests: 6, paid: true },
  { guest: 2, from: -110, nights: 6, status: "CANCELLED", guests: 2, reason: "Our flights were changed" },
  { guest: 3, from: -95, nights: 7, status: "COMPLETED", guests: 5, paid: true, method: "PAYMENT_ON_ARRIVAL" },
  {
    guest: 4,
    from: -70,
    nights: 10,
    status: "COMPLETED",
    guests: 8,
    paid: true,
    notes: "Two children, need a baby cot",
  },
  {
    guest: 5,
    from: -45,
    nights: 5,
    status: "REJECTED",
    guests: 10,
    reason: "The villa is closed for pool maintenance on those dates",
  },
  { guest: 6, from: -35, nights: 7, status: "COMPLETED", guests: 3, paid: true },
  { guest: 7, from: -12, nights: 7, status: "COMPLETED", guests: 2, paid: true, notes: "Arriving on a late flight" },
  { guest: 8, from: -2, nights: 5, status: "CONFIRMED", guests: 4, paid: true },
  { guest: 9, from: 8, nights: 7, status: "CONFIRMED", guests: 6, notes: "Please arrange a diving trip" },
  { guest: 10, from: 20, nights: 7, status: "PENDING", guests: 5 },
  { guest: 11, from: 27, nights: 4, status: "PENDING", guests: 2, method: "PAYMENT_ON_ARRIVAL" },
  { guest: 0, from: 40, nights: 7, status: "CONFIRMED", guests: 4, paid: true },
  { guest: 1, from: 55, nights: 5, status: "CANCELLED", guests: 3, reason: "Change of plans" },
  {
    guest: 2,
    from: 70,
    nights: 10,
    status: "PENDING",
    guests: 7,
    notes: "Family reunion, is an airport transfer for 7 possible?",
  },
  { guest: 3, from: 100, nights: 7, status: "CONFIRMED", guests: 2, method: "PAYMENT_ON_ARRIVAL" },
];

const HOST_VILLA_STAYS: DemoStay[] = [
  { guest: 4, from: -60, nights: 5, status: "COMPLETED", guests: 2, paid: true },
  { guest: 5, from: -20, nights: 4, status: "COMPLETED", guests: 3, paid: true },
  { guest: 9, from: -8, nights: 2, status: "CANCELLED", guests: 2, reason: "Illness in the family" },
  { guest: 6, from: 5, nights: 4, status: "CONFIRMED", guests: 2 },
  { guest: 7, from: 12, nights: 2, status: "PENDING", guests: 1 },
  { guest: 8, from: 30, nights: 5, status: "REJECTED", guests: 4, reason: "Already reserved privately" },
];

export interface DemoSeedResult {
  created: boolean;
  hostEmail: string;
  guestEmails: string[];
  bookingsCreated: number;
}

/**
 * Adds the demo data once. Everything happens in one transaction holding an advisory lock and
 * ends by writing the marker, so a second (or concurrent) run finds the marker and does nothing.
 */
export async function seedDemo(
  db: Database,
  options: { mainVillaId: string; password: string; now: Date },
): Promise<DemoSeedResult> {
  const guestEmails = DEMO_GUESTS.map((g) => g.email);
  const result = { hostEmail: DEMO_HOST.email, guestEmails };
  // Cheap early exit before hashing passwords; the locked check below is the one that counts.
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_MARKER));
  if (done) return { ...result, created: false, bookingsCreated: 0 };
  const passwordHashes = await Promise.all([DEMO_HOST, ...DEMO_GUESTS].map(() => hashPassword(options.password)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, DEMO_MARKER));
    if (marker) return { ...result, created: false, bookingsCreated: 0 };

    // Someone may have registered one of these addresses already; that account is used as is.
    await tx
      .insert(users)
      .values(
        [DEMO_HOST, ...DEMO_GUESTS].map((p, i) => ({
          ...p,
          passwordHash: passwordHashes[i] ?? "",
          role: p === DEMO_HOST ? ("HOST" as const) : ("GUEST" as const),
        })),
      )
      .onConflictDoNothing();
    const people = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [DEMO_HOST.email, ...guestEmails]));
    const idOf = new Map(people.map((p) => [p.email, p.id]));
    const hostId = idOf.get(DEMO_HOST.email);
    if (!hostId) throw new Error("demo host missing after insert");

    const [hostVilla] = await tx
      .insert(villas)
      .values({ ...DEMO_HOST_VILLA, ownerId: hostId, createdAt: new Date(options.now.getTime() - 200 * 86_400_000) })
      .returning({ id: villas.id, pricePerNight: villas.pricePerNight });
    const [mainVilla] = await tx
      .select({ id: villas.id, pricePerNight: villas.pricePerNight })
      .from(villas)
      .where(eq(villas.id, options.mainVillaId));
    if (!hostVilla || !mainVilla) throw new Error("demo villas missing");

    const today = villaToday(options.now);
    const rows = [
      ...MAIN_VILLA_STAYS.map((s) => ({ stay: s, villa: mainVilla })),
      ...HOST_VILLA_STAYS.map((s) => ({ stay: s, villa: hostVilla })),
    ].map(({ stay, villa }) => {
      const guest = DEMO_GUESTS[stay.guest];
      const guestId = guest ? idOf.get(guest.email) : undefined;
      if (!guest || !guestId) throw new Error(`demo guest ${stay.guest} missing`);
      const checkIn = addDays(today, stay.from);
      const checkOut = addDays(checkIn, stay.nights);
      const quote = quoteStay(villa.pricePerNight, checkIn, checkOut);
      // Requested 3 to 40 days ahead of arrival, but never in the future.
      const leadDays = 3 + ((stay.guest * 11 + stay.nights * 5) % 38);
      const createdAt = new Date(
        Math.min(Date.parse(`${checkIn}T09:00:00Z`) - leadDays * 86_400_000, options.now.getTime() - 3_600_000),
      );
      return {
        villaId: villa.id,
        guestId,
        checkIn,
        checkOut,
        totalGuests: stay.guests,
        phone: guest.phone,
        dateOfBirth: guest.dateOfBirth,
        paymentMethod: stay.method ?? ("BANK_TRANSFER" as const),
        notes: stay.notes ?? null,
        status: stay.status,
        isPaid: stay.status !== "CANCELLED" && (stay.paid ?? false),
        nights: quote.nights,
        pricePerNight: quote.pricePerNight,
        cleaningFee: quote.cleaningFee,
        serviceFee: quote.serviceFee,
        totalPrice: quote.totalPrice,
        currency: quote.currency,
        rejectionReason: stay.status === "REJECTED" ? (stay.reason ?? null) : null,
        cancellationReason: stay.status === "CANCELLED" ? (stay.reason ?? null) : null,
        language: guest.language,
        // Confirmed the day after the request (DESIGN 7.2 fixes the schedule from that day).
        ...(stay.status === "CONFIRMED" || stay.status === "COMPLETED"
          ? { confirmedOn: villaToday(new Date(createdAt.getTime() + 86_400_000)), depositDueDays: 3 }
          : {}),
        ...(stay.status === "CANCELLED" ? { cancellationTerms: "free" as const, cancellationCharge: 0 } : {}),
        createdAt,
        updatedAt: createdAt,
      };
    });
    const inserted = await tx.insert(bookings).values(rows).returning();
    // Invoice numbers in the order the stays were confirmed, and the paid ones paid in full on confirmation.
    for (const booking of inserted.sort((a, b) => (a.confirmedOn ?? "").localeCompare(b.confirmedOn ?? ""))) {
      if (!booking.confirmedOn) continue;
      const invoiceNumber = await nextInvoiceNumber(tx, Number(booking.confirmedOn.slice(0, 4)));
      await tx.update(bookings).set({ invoiceNumber }).where(eq(bookings.id, booking.id));
      if (booking.isPaid) {
        await tx.insert(bookingPayments).values({
          bookingId: booking.id,
          amount: booking.totalPrice,
          receivedOn: booking.confirmedOn,
          method: "BANK_TRANSFER",
        });
      }
    }
    await tx.insert(appSettings).values({ key: DEMO_MARKER, value: options.now.toISOString() });
    return { ...result, created: true, bookingsCreated: rows.length };
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const fromEnv = process.env.DEMO_PASSWORD?.trim();
  if (fromEnv !== undefined && fromEnv.length > 0 && fromEnv.length < 8)
    throw new Error("DEMO_PASSWORD must be at least 8 characters");
  const password = fromEnv || `Demo-${randomBytes(6).toString("base64url")}`;

  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await migrate(database.db);
    const seeded = await seed(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
    if (!seeded.villaId) throw new Error("The seeded villa is missing");
    const demo = await seedDemo(database.db, { mainVillaId: seeded.villaId, password, now: new Date() });

    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
    const lines = [`Demo data in ${where}:`];
    if (demo.created) {
      lines.push(
        `  added ${demo.guestEmails.length} guests, 1 host with a second villa, ${demo.bookingsCreated} bookings`,
      );
      lines.push(
        `  password of every demo account: ${password}${fromEnv ? " (DEMO_PASSWORD)" : " (generated, shown only now)"}`,
      );
    } else {
      lines.push("  already present, nothing added (the demo password was printed by the first run)");
    }
    lines.push(`  host:   ${demo.hostEmail}`);
    lines.push(`  guests: ${demo.guestEmails.slice(0, 3).join(", ")} ... (${demo.guestEmails.length} in all)`);
    lines.push(
      seeded.generatedAdminPassword
        ? `  admin:  ${config.adminEmail} / ${seeded.generatedAdminPassword} (generated, shown only now)`
        : `  admin:  ${config.adminEmail} (ADMIN_PASSWORD, or the password printed at first start)`,
    );
    process.stdout.write(`${lines.join("\n")}\n`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    // On PGlite the server must be stopped first: the data folder takes one process at a time.
    const expected =
      err instanceof DataDirInUseError || (err instanceof Error && err.message.startsWith("Invalid configuration"));
    console.error(expected ? (err as Error).message : err);
    process.exit(1);
  });
}
