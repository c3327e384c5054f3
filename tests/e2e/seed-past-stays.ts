// Stays that are over but not yet completed, for the back office's Complete button: the API refuses a check-in in
// the past, so they are written straight to the database, as a stay the nightly job has not reached yet would be.
// Two, so that a retried test still finds one to complete. Seeded after the server started: its startup run of the
// stay-completion job has already been queued on the database by then, and its next run is at 11:05 villa time.
import { eq } from "drizzle-orm";
import { addDays, villaToday } from "../../src/domain/dates.ts";
import { hashPassword } from "../../src/server/auth/passwords.ts";
import type { Database } from "../../src/server/db/client.ts";
import { bookings, users, villas } from "../../src/server/db/schema.ts";
import { E2E_HOST, E2E_PAST_GUEST } from "./accounts.ts";

export async function seedPastStays(db: Database): Promise<void> {
  const [guest] = await db
    .insert(users)
    .values({
      email: E2E_PAST_GUEST.email,
      passwordHash: await hashPassword(E2E_PAST_GUEST.password),
      fullName: E2E_PAST_GUEST.fullName,
    })
    .returning({ id: users.id });
  const [villa] = await db.select().from(villas).where(eq(villas.title, E2E_HOST.villaTitle));
  if (!guest || !villa) throw new Error("past stays need their guest and the host's villa");
  const today = villaToday();
  for (const [from, to] of [
    [-4, -1],
    [-8, -5],
  ] as const) {
    const nights = to - from;
    const serviceFee = Math.round(nights * villa.pricePerNight * 0.05);
    await db.insert(bookings).values({
      villaId: villa.id,
      guestId: guest.id,
      checkIn: addDays(today, from),
      checkOut: addDays(today, to),
      status: "CONFIRMED",
      totalGuests: 2,
      phone: "+201001234567",
      dateOfBirth: "1985-01-01",
      nights,
      pricePerNight: villa.pricePerNight,
      cleaningFee: 150,
      serviceFee,
      totalPrice: nights * villa.pricePerNight + 150 + serviceFee,
    });
  }
}
