// The back-office dashboard figures (SPEC 3 "Dashboard statistics", DESIGN 4 /stats/dashboard), led by what needs
// the owner now (issue 23): requests waiting against the 24-hour promise, payments overdue, arrivals this week.
import { z } from "zod";
import { SCHEDULE_KINDS } from "../payments/payment-schedule.ts";
import { bookingSchema } from "./booking.ts";
import { idSchema, isoDateSchema, timestampSchema } from "./common.ts";
import { villaSchema } from "./villa.ts";

export const RECENT_BOOKINGS_COUNT = 8;
export const TREND_MONTHS = 6;

export const monthlyTrendEntrySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  revenue: z.number(),
  bookings: z.number().int(),
});

export type MonthlyTrendEntry = z.infer<typeof monthlyTrendEntrySchema>;

/** Each list of what needs the owner shows at most this many; `more` says how many others there are. */
export const ATTENTION_LIST_LIMIT = 20;
/** Arrivals from today to this many days ahead. */
export const ARRIVALS_AHEAD_DAYS = 7;

const attentionBooking = {
  bookingId: idSchema,
  guestName: z.string(),
  villaTitle: z.string(),
};

/** A request waiting for the owner's answer; the times are the server's, so every screen agrees with the reminders. */
export const waitingRequestSchema = z.object({
  ...attentionBooking,
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  totalGuests: z.number().int(),
  requestedAt: timestampSchema,
  /** When the 24-hour promise runs out. */
  answerBy: timestampSchema,
  /** Whole minutes since the request came in. */
  waitingMinutes: z.number().int(),
  /** Whole minutes left of the promise; 0 or less once it has run out. */
  minutesLeft: z.number().int(),
  overdue: z.boolean(),
});

/** A part of a schedule past its due date with something left to pay (domain bookingPayments). */
export const overduePaymentSchema = z.object({
  ...attentionBooking,
  kind: z.enum(SCHEDULE_KINDS),
  amount: z.number(),
  remaining: z.number(),
  dueDate: isoDateSchema,
  currency: z.string(),
});

export const upcomingArrivalSchema = z.object({
  ...attentionBooking,
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  totalGuests: z.number().int(),
  /** The villa's wall-clock "HH:MM" the guest gave, or null. */
  arrivalTime: z.string().nullable(),
  outstanding: z.number(),
  currency: z.string(),
});

const attentionList = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).max(ATTENTION_LIST_LIMIT), more: z.number().int().nonnegative() });

export const dashboardAttentionSchema = z.object({
  /** Oldest first: the one closest to breaking the promise leads. */
  requests: attentionList(waitingRequestSchema),
  /** Earliest due date first. */
  overduePayments: attentionList(overduePaymentSchema),
  /** Soonest first. */
  arrivals: attentionList(upcomingArrivalSchema),
});

export type WaitingRequest = z.infer<typeof waitingRequestSchema>;
export type OverduePayment = z.infer<typeof overduePaymentSchema>;
export type UpcomingArrival = z.infer<typeof upcomingArrivalSchema>;
export type DashboardAttention = z.infer<typeof dashboardAttentionSchema>;

export const dashboardStatsSchema = z.object({
  /** What needs the owner now; the page leads with it. */
  attention: dashboardAttentionSchema,
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
