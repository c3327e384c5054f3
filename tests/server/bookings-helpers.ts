// Shared fixtures of the villa, booking, stats and job suites: a fixed villa clock, valid
// request bodies, and direct inserts for states the API would take many steps to reach.
import type { FastifyInstance } from "fastify";
import { addDays, type IsoDate } from "../../src/domain/index.ts";
import type { Database } from "../../src/server/db/client.ts";
import { bookings, villas } from "../../src/server/db/schema.ts";

/** 12:00 in Cairo (UTC+2 in March) on Tuesday 10 March 2026. */
export const NOW = "2026-03-10T10:00:00.000Z";
export const TODAY: IsoDate = "2026-03-10";

export const day = (offset: number): IsoDate => addDays(TODAY, offset);

export function bookingBody(villaId: string, overrides: Record<string, unknown> = {}) {
  return {
    villaId,
    checkIn: day(10),
    checkOut: day(13),
    totalGuests: 2,
    phone: "+20 100 123 4567",
    dateOfBirth: "1990-05-20",
    paymentMethod: "BANK_TRANSFER",
    notes: "Arriving late",
    ...overrides,
  };
}

export async function insertVilla(db: Database, ownerId: string, overrides: Partial<typeof villas.$inferInsert> = {}) {
  const [villa] = await db
    .insert(villas)
    .values({
      ownerId,
      title: "Sea Breeze Villa",
      address: "El Mamsha 12",
      city: "Hurghada",
      pricePerNight: 200,
      maxGuests: 6,
      bedrooms: 3,
      bathrooms: 2,
      amenities: ["wifi", "pool"],
      ...overrides,
    })
    .returning();
  if (!villa) throw new Error("villa insert failed");
  return villa;
}

/** A booking row in any status, bypassing the API rules (past stays, completed ones...). */
export async function insertBooking(
  db: Database,
  input: { villaId: string; guestId: string; checkIn: IsoDate; checkOut: IsoDate } & Partial<
    typeof bookings.$inferInsert
  >,
) {
  const nights = Math.round((Date.parse(input.checkOut) - Date.parse(input.checkIn)) / 86_400_000);
  const pricePerNight = input.pricePerNight ?? 100;
  const [booking] = await db
    .insert(bookings)
    .values({
      totalGuests: 2,
      phone: "+201001234567",
      dateOfBirth: "1985-01-01",
      nights,
      pricePerNight,
      cleaningFee: 150,
      serviceFee: Math.round(nights * pricePerNight * 0.05),
      totalPrice: nights * pricePerNight + 150 + Math.round(nights * pricePerNight * 0.05),
      ...input,
    })
    .returning();
  if (!booking) throw new Error("booking insert failed");
  return booking;
}

export async function postBooking(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: Record<string, unknown>,
) {
  return app.inject({ method: "POST", url: "/api/bookings", headers, payload: body });
}
