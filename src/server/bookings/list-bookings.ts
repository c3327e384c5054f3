// Booking lists: the back-office list (ADMIN all, HOST own villas) with server-side search,
// filters, sorting and paging, and a guest's own bookings.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BackOfficeScope, BookingStatus } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { preparedFor } from "../db/prepared.ts";
import { bookings, users, villas } from "../db/schema.ts";
import { bookingViewColumns, moneyContextAt, toBookingView, type BookingView } from "./booking-view.ts";

export interface BookingListQuery {
  page: number;
  limit: number;
  sortBy: "createdAt" | "checkIn" | "checkOut" | "totalPrice";
  sortOrder: "asc" | "desc";
  /** PENDING first, whatever sortOrder says; then sortBy. */
  pendingFirst?: boolean | undefined;
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

// The total rides along on every row (a window count is taken before LIMIT), so a page is one
// query; only a page past the end has no row to carry it and counts separately.
function pageQuery(db: Database, where: SQL | undefined, order: SQL[]) {
  return db
    .select({ ...bookingViewColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(bookings)
    .innerJoin(villas, eq(villas.id, bookings.villaId))
    .innerJoin(users, eq(users.id, bookings.guestId))
    .where(where)
    .orderBy(...order);
}

type PageRow = Awaited<ReturnType<typeof pageQuery>>[number];

async function toPage(
  db: Database,
  rows: PageRow[],
  where: () => SQL | undefined,
  page: number,
  now: Date,
): Promise<BookingPage> {
  const total = rows[0]?.total ?? (page > 1 ? await countBookings(db, where()) : 0);
  const money = await moneyContextAt(db, now);
  return { items: rows.map(({ total: _total, ...row }) => toBookingView(row, money)), total };
}

async function pageOf(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  limit: number,
  now: Date,
): Promise<BookingPage> {
  const rows = await pageQuery(db, where, order)
    .limit(limit)
    .offset((page - 1) * limit);
  return toPage(db, rows, () => where, page, now);
}

async function countBookings(db: Database, where: SQL | undefined): Promise<number> {
  const [totals] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(villas, eq(villas.id, bookings.villaId))
    .innerJoin(users, eq(users.id, bookings.guestId))
    .where(where);
  return totals?.total ?? 0;
}

/** The back-office list; the caller has already refused the "none" scope. */
export async function listBookings(
  db: Database,
  scope: BackOfficeScope,
  query: BookingListQuery,
  now: Date,
): Promise<BookingPage> {
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
  // true sorts after false, so descending puts the requests awaiting a decision on top.
  if (query.pendingFirst) order.unshift(desc(sql`${bookings.status} = 'PENDING'`));
  return pageOf(db, and(...conditions), order, query.page, query.limit, now);
}

type GuestListQuery = Pick<BookingListQuery, "page" | "limit" | "sortBy" | "sortOrder" | "status">;

function guestWhere(guestId: SQLWrapper | string, status: SQLWrapper | BookingStatus | undefined): SQL | undefined {
  return and(eq(bookings.guestId, guestId), status ? eq(bookings.status, status) : undefined);
}

// "My bookings" is read on every visit of a signed-in guest: one prepared statement per sort and
// status filter, built on first use.
function prepareGuestPage(
  db: Database,
  sortBy: GuestListQuery["sortBy"],
  sortOrder: GuestListQuery["sortOrder"],
  byStatus: boolean,
) {
  const direction = sortOrder === "asc" ? asc : desc;
  const where = guestWhere(sql.placeholder("guestId"), byStatus ? sql.placeholder("status") : undefined);
  return pageQuery(db, where, [direction(SORT_COLUMNS[sortBy]), direction(bookings.id)])
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(`guest_bookings_${sortBy}_${sortOrder}_${byStatus ? "status" : "any"}`);
}

const guestPages = preparedFor(() => new Map<string, ReturnType<typeof prepareGuestPage>>());

/** A guest's own bookings (newest first unless asked otherwise). */
export async function listGuestBookings(
  db: Database,
  guestId: string,
  query: GuestListQuery,
  now: Date,
): Promise<BookingPage> {
  const key = `${query.sortBy}:${query.sortOrder}:${query.status ? "status" : "any"}`;
  const statements = guestPages(db);
  let statement = statements.get(key);
  if (!statement) {
    statement = prepareGuestPage(db, query.sortBy, query.sortOrder, query.status !== undefined);
    statements.set(key, statement);
  }
  const rows = await statement.execute({
    guestId,
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return toPage(db, rows, () => guestWhere(guestId, query.status), query.page, now);
}
