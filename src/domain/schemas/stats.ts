// The back-office dashboard figures (SPEC 3 "Dashboard statistics", DESIGN 4 /stats/dashboard).
import { z } from "zod";
import { bookingSchema } from "./booking.ts";
import { villaSchema } from "./villa.ts";

export const RECENT_BOOKINGS_COUNT = 8;
export const TREND_MONTHS = 6;

export const monthlyTrendEntrySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  revenue: z.number(),
  bookings: z.number().int(),
});

export type MonthlyTrendEntry = z.infer<typeof monthlyTrendEntrySchema>;

export const dashboardStatsSchema = z.object({
  totalVillas: z.number().int(),
  activeVillas: z.number().int(),
  inactiveVillas: z.number().int(),
  totalBookings: z.number().int(),
  pendingBookings: z.number().int(),
  confirmedBookings: z.number().int(),
  completedBookings: z.number().int(),
  cancelledBookings: z.number().int(),
  rejectedBookings: z.number().int(),
  totalRevenue: z.number(),
  monthlyRevenue: z.number(),
  weeklyRevenue: z.number(),
  averageBookingValue: z.number(),
  recentBookings: z.array(bookingSchema).max(RECENT_BOOKINGS_COUNT),
  recentVillas: z.array(villaSchema),
  monthlyTrend: z.array(monthlyTrendEntrySchema).length(TREND_MONTHS),
});

export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
