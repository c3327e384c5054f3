// First-start data: the admin account, the villa of SPEC 1 owned by the admin, and the site's settings. Safe to
// run on every start and from several instances at once: an advisory lock serialises the
// runs and each row is created only when missing.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { SEEDED_PICTURES, VILLA_FACTS } from "../../domain/villa-facts.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { Database } from "./client.ts";
import { DEFAULT_SITE_CONTACT } from "../../domain/site-settings.ts";
import { appSettings, siteSettings, users, villas } from "./schema.ts";
import { SEED_VILLA_CONTENT } from "./seed-villa-content.ts";

// Distinct from the migration lock (7_245_130_001).
export const SEED_LOCK_KEY = 7_245_130_002;
/** app_settings key remembering the seeded villa, so deleting it later does not bring it back. */
export const SEEDED_VILLA_SETTING = "seed.villa_id";

export const SEED_VILLA = {
  title: "Red Sea Villa — North Hurghada",
  description:
    "A private villa completed in 2025 in North Hurghada, 50 metres from the Red Sea beach. " +
    "Four bedrooms and three bathrooms sleep up to ten guests around a private pool and sun terrace. " +
    "Hotel-style service is included: daily housekeeping, a free airport transfer (about 25 minutes) " +
    "and a 24/7 concierge, with high-speed WiFi throughout. Meals, water sports, spa treatments and " +
    "extra transport can be arranged on request. Check-in from 3:00 PM, check-out until 11:00 AM.",
  address: "Villa No. 276, Mubarak Housing 7",
  city: "Hurghada",
  country: "Egypt",
  pricePerNight: 150,
  maxGuests: VILLA_FACTS.maxGuests,
  bedrooms: VILLA_FACTS.bedrooms,
  bathrooms: VILLA_FACTS.bathrooms,
  amenities: [
    "wifi",
    "pool",
    "parking",
    "kitchen",
    "air_conditioning",
    "beach_access",
    "tv",
    "washing_machine",
    "dishwasher",
    "balcony",
    "garden",
    "terrace",
    "bbq",
  ],
  images: SEEDED_PICTURES,
  status: "AVAILABLE",
  isActive: true,
  content: SEED_VILLA_CONTENT,
} as const;

export const SEED_ADMIN_NAME = "Villa Administrator";

export interface SeedOptions {
  adminEmail: string;
  /** When absent and the admin does not exist yet, a random password is generated and returned. */
  adminPassword: string | undefined;
}

export interface SeedResult {
  adminId: string;
  adminCreated: boolean;
  /** Set only on the run that created the admin with a generated password: show it once. */
  generatedAdminPassword?: string;
  villaId: string | null;
  villaCreated: boolean;
}

export async function seed(db: Database, options: SeedOptions): Promise<SeedResult> {
  const adminEmail = options.adminEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const result: SeedResult = { adminId: "", adminCreated: false, villaId: null, villaCreated: false };

    const [existingAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
    if (existingAdmin) {
      // An existing account keeps its password: it may have been changed in the app since.
      result.adminId = existingAdmin.id;
    } else {
      const password = options.adminPassword ?? randomBytes(12).toString("base64url");
      const [admin] = await tx
        .insert(users)
        .values({
          email: adminEmail,
          passwordHash: await hashPassword(password),
          fullName: SEED_ADMIN_NAME,
          role: "ADMIN",
        })
        .returning({ id: users.id });
      if (!admin) throw new Error("admin insert returned no row");
      result.adminId = admin.id;
      result.adminCreated = true;
      if (options.adminPassword === undefined) result.generatedAdminPassword = password;
    }

    const [marker] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SEEDED_VILLA_SETTING));
    if (marker) {
      result.villaId = marker.value;
    } else {
      const [villa] = await tx
        .insert(villas)
        .values({
          ...SEED_VILLA,
          amenities: [...SEED_VILLA.amenities],
          images: [...SEED_VILLA.images],
          ownerId: result.adminId,
        })
        .returning({ id: villas.id });
      if (!villa) throw new Error("villa insert returned no row");
      await tx.insert(appSettings).values({ key: SEEDED_VILLA_SETTING, value: villa.id });
      result.villaId = villa.id;
      result.villaCreated = true;
    }

    // The site shows the seeded villa and today's contact details until the owner changes them; an install that
    // had no settings yet (started before they existed) gets them on its next start.
    const [settings] = await tx.select({ id: siteSettings.id }).from(siteSettings);
    if (!settings) {
      const [villa] = result.villaId
        ? await tx.select({ id: villas.id }).from(villas).where(eq(villas.id, result.villaId))
        : [];
      await tx.insert(siteSettings).values({ ...DEFAULT_SITE_CONTACT, mainVillaId: villa?.id ?? null });
    }
    return result;
  });
}
