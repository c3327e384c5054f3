// The back-office dashboard figures (SPEC "Dashboard statistics" + DESIGN 4), aggregated in SQL
// over the actor's scope (ADMIN everything, HOST own villas). Revenue counts CONFIRMED and
// COMPLETED bookings by check-in date: totalRevenue all time, monthlyRevenue this calendar
// month and weeklyRevenue this ISO week (Monday to Sunday), both in the villa's time zone.
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import {
  RECENT_BOOKINGS_COUNT,
  TREND_MONTHS,
  addDays,
  addMonths,
  lastMonths,
  villaToday,
  type BackOfficeScope,
  type IsoDate,
} from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { bookings, villas } from "../db/schema.ts";
import { moneyContextAt, selectBookingViews, toBookingView } from "../bookings/booking-view.ts";
import { toVillaView } from "../villas/villa-view.ts";
import { dashboardAttention } from "./attention.ts";

/** How many of the newest villas the dashboard lists. */
export const RECENT_VILLAS = 5;

const REVENUE_STATUSES = ["CONFIRMED", "COMPLETED"] as const;

/** Monday of the ISO week holding `day`. */
export function weekStart(day: IsoDate): IsoDate {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const sumWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${bookings.totalPrice}) filter (where ${condition}), 0)`.mapWith(Number);
const checkInWithin = (from: IsoDate, to: IsoDate) => and(gte(bookings.checkIn, from), lt(bookings.checkIn, to)) as SQL;
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function dashboardStats(db: Database, scope: Exclude<BackOfficeScope, { kind: "none" }>, now: Date) {
  const today = villaToday(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const nextMonth = addMonths(today, 1);
  const monday = weekStart(today);
  const months = lastMonths(today, TREND_MONTHS);
  const trendStart = `${months[0]}-01`;

  const villaScope = scope.kind === "owner" ? eq(villas.ownerId, scope.ownerId) : undefined;
  const earning = inArray(bookings.status, [...REVENUE_STATUSES]);

  // The attention lists need the money context only, not the figures: they are read alongside them.
  const moneyRead = moneyContextAt(db, now);
  const [villaCounts, bookingCounts, trendRows, bookingRows, villaRows, money, attention] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        active: countWhere(sql`${villas.isActive} and ${villas.status} = 'AVAILABLE'`),
      })
      .from(villas)
      .where(villaScope),
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        pending: countWhere(eq(bookings.status, "PENDING")),
        confirmed: countWhere(eq(bookings.status, "CONFIRMED")),
        completed: countWhere(eq(bookings.status, "COMPLETED")),
        cancelled: countWhere(eq(bookings.status, "CANCELLED")),
        rejected: countWhere(eq(bookings.status, "REJECTED")),
        earning: countWhere(earning),
        totalRevenue: sumWhere(earning),
        monthlyRevenue: sumWhere(and(earning, checkInWithin(monthStart, nextMonth)) as SQL),
        weeklyRevenue: sumWhere(and(earning, checkInWithin(monday, addDays(monday, 7))) as SQL),
      })
      .from(bookings)
      .innerJoin(villas, eq(villas.id, bookings.villaId))
      .where(villaScope),
    db
      .select({
        month: sql<string>`to_char(${bookings.checkIn}, 'YYYY-MM')`,
        revenue: sql<number>`coalesce(sum(${bookings.totalPrice}), 0)`.mapWith(Number),
        bookings: sql<number>`count(*)`.mapWith(Number),
      })
      .from(bookings)
      .innerJoin(villas, eq(villas.id, bookings.villaId))
      .where(and(villaScope, earning, checkInWithin(trendStart, nextMonth)))
      .groupBy(sql`1`),
    selectBookingViews(db)
      .where(villaScope)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(RECENT_BOOKINGS_COUNT),
    db.select().from(villas).where(villaScope).orderBy(desc(villas.createdAt), desc(villas.id)).limit(RECENT_VILLAS),
    moneyRead,
    moneyRead.then((money) => dashboardAttention(db, villaScope, now, money)),
  ]);

  const v = villaCounts[0] ?? { total: 0, active: 0 };
  const b = bookingCounts[0];
  const totalRevenue = round2(b?.totalRevenue ?? 0);
  const earningCount = b?.earning ?? 0;
  const byMonth = new Map(trendRows.map((r) => [r.month, r]));

  return {
    attention,
    totalVillas: v.total,
    activeVillas: v.active,
    inactiveVillas: v.total - v.active,
    totalBookings: b?.total ?? 0,
    pendingBookings: b?.pending ?? 0,
    confirmedBookings: b?.confirmed ?? 0,
    completedBookings: b?.completed ?? 0,
    cancelledBookings: b?.cancelled ?? 0,
    rejectedBookings: b?.rejected ?? 0,
    totalRevenue,
    monthlyRevenue: round2(b?.monthlyRevenue ?? 0),
    weeklyRevenue: round2(b?.weeklyRevenue ?? 0),
    averageBookingValue: earningCount > 0 ? round2(totalRevenue / earningCount) : 0,
    recentBookings: bookingRows.map((row) => toBookingView(row, money)),
    recentVillas: villaRows.map((row) => toVillaView(row)),
    monthlyTrend: months.map((month) => ({
      month,
      revenue: round2(byMonth.get(month)?.revenue ?? 0),
      bookings: byMonth.get(month)?.bookings ?? 0,
    })),
  };
}
