// Booking lists: the back-office list (ADMIN all, HOST own villas) with server-side search,
// filters, sorting and paging, and a guest's own bookings.
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { BackOfficeScope, BookingStatus } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { bookings, users, villas } from "../db/schema.ts";
import { selectBookingViews, toBookingView, type BookingView } from "./booking-view.ts";

export interface BookingListQuery {
  page: number;
  limit: number;
  sortBy: "createdAt" | "checkIn" | "checkOut" | "totalPrice";
  sortOrder: "asc" | "desc";
  status?: BookingStatus | undefined;
  villaId?: string | undefined;
  search?: string | undefined;
}

export interface BookingPage {
  items: BookingView[];
  total: number;
}

const SORT_COLUMNS = {
  createdAt: bookings.createdAt,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  totalPrice: bookings.totalPrice,
} as const;

/** A LIKE pattern matching `text` anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function pageOf(db: Database, where: SQL | undefined, order: SQL[], page: number, limit: number): Promise<BookingPage> {
  const [rows, [totals]] = await Promise.all([
    selectBookingViews(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(villas, eq(villas.id, bookings.villaId))
      .innerJoin(users, eq(users.id, bookings.guestId))
      .where(where),
  ]);
  return { items: rows.map(toBookingView), total: totals?.total ?? 0 };
}

/** The back-office list; the caller has already refused the "none" scope. */
export async function listBookings(db: Database, scope: BackOfficeScope, query: BookingListQuery): Promise<BookingPage> {
  const conditions: (SQL | undefined)[] = [];
  if (scope.kind === "owner") conditions.push(eq(villas.ownerId, scope.ownerId));
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.villaId) conditions.push(eq(bookings.villaId, query.villaId));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(users.fullName, pattern),
        ilike(users.email, pattern),
        ilike(villas.title, pattern),
        ilike(villas.city, pattern),
      ),
    );
  }
  const direction = query.sortOrder === "asc" ? asc : desc;
  // The id breaks ties so pages never repeat or skip rows with equal sort values.
  const order = [direction(SORT_COLUMNS[query.sortBy]), direction(bookings.id)];
  return pageOf(db, and(...conditions), order, query.page, query.limit);
}

/** A guest's own bookings (newest first unless asked otherwise). */
export async function listGuestBookings(
  db: Database,
  guestId: string,
  query: Pick<BookingListQuery, "page" | "limit" | "sortBy" | "sortOrder" | "status">,
): Promise<BookingPage> {
  const where = and(eq(bookings.guestId, guestId), query.status ? eq(bookings.status, query.status) : undefined);
  const direction = query.sortOrder === "asc" ? asc : desc;
  return pageOf(db, where, [direction(SORT_COLUMNS[query.sortBy]), direction(bookings.id)], query.page, query.limit);
}
