// What needs the owner now (issue 23, the dashboard's first panel), over the actor's villas: requests waiting for an
// answer against the 24-hour promise, parts of a payment schedule past their due date, and the arrivals of the coming
// week with what is still to pay. Each list is short (ATTENTION_LIST_LIMIT) and says how many more there are. Money
// comes from the domain through booking-money.ts: the query only leaves out the stays where nothing can be overdue
// (mayBeOverdue), the schedule and its statuses are never worked out here.
import { and, asc, eq, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import {
  addDays,
  ANSWER_PROMISE_HOURS,
  ARRIVALS_AHEAD_DAYS,
  ATTENTION_LIST_LIMIT,
  BALANCE_DAYS_BEFORE_ARRIVAL,
  DEFAULT_DEPOSIT_DUE_DAYS,
  DEPOSIT_SHARE,
  type DashboardAttention,
  type IsoDate,
  type OverduePayment,
} from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { bookingPayments, bookings, users, villas } from "../db/schema.ts";
import { moneyOf, receivedPaymentsColumn, type MoneyContext } from "../payments/booking-money.ts";

/**
 * Stays read to find the overdue parts (those where one may be, mayBeOverdue). A villa business has a handful at a
 * time; the bound only keeps a pathological data set from making the dashboard slow (beyond it, `more` counts what
 * was read).
 */
export const OVERDUE_CANDIDATES_MAX = 1000;

const MINUTE = 60_000;

/** Rows of the list's whole size too (`count(*) over ()` is taken before the limit). */
const listTotal = sql<number>`count(*) over ()`.mapWith(Number);

const moneyColumns = {
  id: bookings.id,
  guestName: users.fullName,
  villaTitle: villas.title,
  status: bookings.status,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  totalGuests: bookings.totalGuests,
  arrivalTime: bookings.arrivalTime,
  totalPrice: bookings.totalPrice,
  currency: bookings.currency,
  paymentMethod: bookings.paymentMethod,
  confirmedOn: bookings.confirmedOn,
  depositDueDays: bookings.depositDueDays,
  cancellationTerms: bookings.cancellationTerms,
  cancellationCharge: bookings.cancellationCharge,
  receivedPayments: receivedPaymentsColumn,
};

/** What the booking's payments add up to; the payments get an alias of their own, so every column is unambiguous. */
const paidSoFar = sql`(select coalesce(sum(p.amount), 0) from ${bookingPayments} p where p.booking_id = ${sql.raw('"bookings"."id"')})`;

/**
 * The stays where a part of the schedule may be overdue on `today`, so that only those are read; the domain's schedule
 * still decides which part is. Payments settle the parts in order (domain booking-payments.ts), so a part is overdue
 * only while less than the deposit is paid after the deposit's day (never later than the confirmation plus its days),
 * or less than the total after the balance's day (never sooner than 30 days before arrival: a FULL payment is only
 * asked for within those 30 days). The usual stay, its deposit paid and its balance not yet due, is left out. The
 * deposit is its share of the total, rounded up to the cent (domain payment-schedule.ts).
 */
export function mayBeOverdue(today: IsoDate): SQL {
  const depositDay = sql`${bookings.confirmedOn} + coalesce(${bookings.depositDueDays}, ${sql.raw(String(DEFAULT_DEPOSIT_DUE_DAYS))})`;
  const deposit = sql`ceil(${bookings.totalPrice} * 100 * ${sql.raw(String(DEPOSIT_SHARE))}) / 100`;
  const balanceFrom = addDays(today, BALANCE_DAYS_BEFORE_ARRIVAL);
  // At most what can be due by today; the payments are summed once.
  const dueAtMost = sql`greatest(
    case when ${bookings.checkIn} < ${balanceFrom} then ${bookings.totalPrice} else 0 end,
    case when ${depositDay} < ${today}::date then ${deposit} else 0 end
  )`;
  return and(lt(bookings.confirmedOn, today), sql`${paidSoFar} < ${dueAtMost}`) as SQL;
}

export async function dashboardAttention(
  db: Database,
  villaScope: SQL | undefined,
  now: Date,
  money: MoneyContext,
): Promise<DashboardAttention> {
  const { today } = money;
  const [requestRows, unpaidRows, arrivalRows] = await Promise.all([
    db
      .select({
        id: bookings.id,
        guestName: users.fullName,
        villaTitle: villas.title,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        totalGuests: bookings.totalGuests,
        createdAt: bookings.createdAt,
        total: listTotal,
      })
      .from(bookings)
      .innerJoin(villas, eq(villas.id, bookings.villaId))
      .innerJoin(users, eq(users.id, bookings.guestId))
      .where(and(villaScope, eq(bookings.status, "PENDING")))
      .orderBy(asc(bookings.createdAt), asc(bookings.id))
      .limit(ATTENTION_LIST_LIMIT),
    db
      .select(moneyColumns)
      .from(bookings)
      .innerJoin(villas, eq(villas.id, bookings.villaId))
      .innerJoin(users, eq(users.id, bookings.guestId))
      .where(and(villaScope, inArray(bookings.status, ["CONFIRMED", "COMPLETED"]), mayBeOverdue(today)))
      .orderBy(asc(bookings.checkIn), asc(bookings.id))
      .limit(OVERDUE_CANDIDATES_MAX),
    db
      .select({ ...moneyColumns, total: listTotal })
      .from(bookings)
      .innerJoin(villas, eq(villas.id, bookings.villaId))
      .innerJoin(users, eq(users.id, bookings.guestId))
      .where(
        and(
          villaScope,
          eq(bookings.status, "CONFIRMED"),
          gte(bookings.checkIn, today),
          lte(bookings.checkIn, addDays(today, ARRIVALS_AHEAD_DAYS)),
        ),
      )
      .orderBy(asc(bookings.checkIn), sql`${bookings.arrivalTime} asc nulls last`, asc(bookings.id))
      .limit(ATTENTION_LIST_LIMIT),
  ]);

  const promise = ANSWER_PROMISE_HOURS * 60;
  const requests = requestRows.map((row) => {
    const waitingMinutes = Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / MINUTE));
    return {
      bookingId: row.id,
      guestName: row.guestName,
      villaTitle: row.villaTitle,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      totalGuests: row.totalGuests,
      requestedAt: row.createdAt.toISOString(),
      answerBy: new Date(row.createdAt.getTime() + promise * MINUTE).toISOString(),
      waitingMinutes,
      minutesLeft: promise - waitingMinutes,
      overdue: waitingMinutes >= promise,
    };
  });

  const overdue: OverduePayment[] = unpaidRows
    .flatMap((row) =>
      moneyOf(row, money)
        .payments.schedule.filter((line) => line.status === "OVERDUE")
        .map((line) => ({
          bookingId: row.id,
          guestName: row.guestName,
          villaTitle: row.villaTitle,
          kind: line.kind,
          amount: line.amount,
          remaining: line.remaining,
          dueDate: line.dueDate,
          currency: row.currency,
        })),
    )
    // Stable: rows came in check-in order, so equal due dates keep the sooner stay first.
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));

  const arrivals = arrivalRows.map((row) => ({
    bookingId: row.id,
    guestName: row.guestName,
    villaTitle: row.villaTitle,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    totalGuests: row.totalGuests,
    arrivalTime: row.arrivalTime,
    outstanding: moneyOf(row, money).payments.outstanding,
    currency: row.currency,
  }));

  const more = (total: number, shown: number) => Math.max(0, total - shown);
  return {
    requests: { items: requests, more: more(requestRows[0]?.total ?? 0, requests.length) },
    overduePayments: {
      items: overdue.slice(0, ATTENTION_LIST_LIMIT),
      more: more(overdue.length, Math.min(overdue.length, ATTENTION_LIST_LIMIT)),
    },
    arrivals: { items: arrivals, more: more(arrivalRows[0]?.total ?? 0, arrivals.length) },
  };
}
