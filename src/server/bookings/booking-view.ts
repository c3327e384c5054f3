// How a booking leaves the API: the row with its villa (title, city, country, owner) and guest
// (name, e-mail) joined in, dates as YYYY-MM-DD and timestamps as ISO strings.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { bookings, users, villas } from "../db/schema.ts";

export const bookingViewColumns = {
  id: bookings.id,
  guestId: bookings.guestId,
  villaId: bookings.villaId,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  nights: bookings.nights,
  totalGuests: bookings.totalGuests,
  phone: bookings.phone,
  dateOfBirth: bookings.dateOfBirth,
  paymentMethod: bookings.paymentMethod,
  notes: bookings.notes,
  status: bookings.status,
  isPaid: bookings.isPaid,
  pricePerNight: bookings.pricePerNight,
  cleaningFee: bookings.cleaningFee,
  serviceFee: bookings.serviceFee,
  totalPrice: bookings.totalPrice,
  currency: bookings.currency,
  language: bookings.language,
  rejectionReason: bookings.rejectionReason,
  cancellationReason: bookings.cancellationReason,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  villa: {
    id: villas.id,
    title: villas.title,
    city: villas.city,
    country: villas.country,
    ownerId: villas.ownerId,
  },
  guest: {
    id: users.id,
    fullName: users.fullName,
    email: users.email,
  },
};

/** The joined select every booking read starts from; callers add where/order/limit. */
export function selectBookingViews(db: Database) {
  return db
    .select(bookingViewColumns)
    .from(bookings)
    .innerJoin(villas, eq(villas.id, bookings.villaId))
    .innerJoin(users, eq(users.id, bookings.guestId));
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookingViews>["execute"]>>[number];

export function toBookingView(row: BookingRow) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type BookingView = ReturnType<typeof toBookingView>;

export async function findBookingView(db: Database, id: string): Promise<BookingView | undefined> {
  const [row] = await selectBookingViews(db).where(eq(bookings.id, id)).limit(1);
  return row ? toBookingView(row) : undefined;
}
