// How a booking leaves the API: the row with its villa (title, city, country, owner) and guest
// (name, e-mail) joined in, its money (payments/booking-money.ts), dates as YYYY-MM-DD and timestamps as ISO strings.
import { eq, getTableColumns } from "drizzle-orm";
import { villaToday } from "../../domain/dates.ts";
import type { Booking } from "../../domain/schemas/booking.ts";
import type { Database } from "../db/client.ts";
import { bookings, users, villas } from "../db/schema.ts";
import { moneyOf, receivedPaymentsColumn, type MoneyContext } from "../payments/booking-money.ts";
import { readPaymentSettings } from "../payments/payment-settings.ts";

// Every column of the table, so a new booking field reaches the API without being listed again here; the response
// schema (bookingSchema) decides what leaves, and the return type of toBookingView keeps the two in step.
export const bookingViewColumns = {
  ...getTableColumns(bookings),
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
  receivedPayments: receivedPaymentsColumn,
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

/** The villa's day at `now` and the owner's bank details: what a booking's money view needs besides its row. */
export async function moneyContextAt(db: Database, now: Date): Promise<MoneyContext> {
  return { today: villaToday(now), settings: await readPaymentSettings(db) };
}

// The stored language rides along for the notifications; the API's response schema leaves it out.
export function toBookingView(row: BookingRow, money: MoneyContext): Booking & { language: string } {
  return {
    ...row,
    ...moneyOf(row, money),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type BookingView = ReturnType<typeof toBookingView>;

export async function findBookingView(db: Database, id: string, now: Date): Promise<BookingView | undefined> {
  const [row] = await selectBookingViews(db).where(eq(bookings.id, id)).limit(1);
  return row ? toBookingView(row, await moneyContextAt(db, now)) : undefined;
}

/** The view of a booking this transaction has locked (it cannot have vanished). */
export async function lockedBookingView(tx: Database, id: string, now: Date): Promise<BookingView> {
  const view = await findBookingView(tx, id, now);
  if (!view) throw new Error(`Locked booking ${id} vanished`);
  return view;
}
