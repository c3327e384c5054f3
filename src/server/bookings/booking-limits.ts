// What one account can hold and how fast it may act (DESIGN 4): a guest may have at most
// MAX_OPEN_REQUESTS_PER_GUEST requests and MAX_PENDING_NIGHTS_PER_GUEST nights waiting for the owner's answer
// (409 TOO_MANY_OPEN_REQUESTS), and may create or cancel at most RATE_LIMIT_BOOKINGS_PER_HOUR times in any hour;
// every account behind one address together at most RATE_LIMIT_BOOKINGS_PER_HOUR_PER_IP times (429 RATE_LIMITED
// with Retry-After). Without them one fresh account blocked two years of the calendar with two requests. The
// villa's owners and admins are not guests: they are never capped, only counted (loosely) per address.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Actor } from "../../domain/roles.ts";
import { OPEN_REQUEST_MESSAGES } from "../../domain/schemas/booking-messages.ts";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { bookings, users } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { appSlidingWindow, rateLimitedError } from "../http/app-sliding-window.ts";
import type { SlidingWindow } from "../http/sliding-window.ts";

export const BOOKING_RATE_WINDOW_MS = 60 * 60_000;

export interface OpenRequestLimits {
  maxOpenRequests: number;
  maxPendingNights: number;
}

/** The caps that apply to `actor`'s own requests, or undefined for the villa's side (HOST, ADMIN). */
export function openRequestLimitsFor(
  actor: Actor,
  config: Pick<AppConfig, "maxOpenRequestsPerGuest" | "maxPendingNightsPerGuest">,
): OpenRequestLimits | undefined {
  if (actor.role !== "GUEST") return undefined;
  return { maxOpenRequests: config.maxOpenRequestsPerGuest, maxPendingNights: config.maxPendingNightsPerGuest };
}

/**
 * Refuses a new request of `nights` nights that would pass the guest's caps. Call it inside the booking's
 * transaction: it locks the guest's row first, so a guest's parallel requests (for any villa) are counted one
 * after the other and cannot both take the last place.
 */
export async function checkOpenRequestLimits(
  tx: Database,
  guestId: string,
  nights: number,
  limits: OpenRequestLimits,
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, guestId)).for("no key update");
  const [open] = await tx
    .select({ requests: sql<number>`count(*)::int`, nights: sql<number>`coalesce(sum(${bookings.nights}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.guestId, guestId), eq(bookings.status, "PENDING")));
  const requests = open?.requests ?? 0;
  const pendingNights = open?.nights ?? 0;
  if (requests >= limits.maxOpenRequests)
    throw new ApiError("TOO_MANY_OPEN_REQUESTS", OPEN_REQUEST_MESSAGES.tooManyRequests);
  if (pendingNights + nights > limits.maxPendingNights)
    throw new ApiError("TOO_MANY_OPEN_REQUESTS", OPEN_REQUEST_MESSAGES.tooManyNights);
}

/** Creates and cancels counted per account (guests) and per address (everyone), in the last hour. */
export class BookingRateLimiter {
  constructor(
    private readonly window: SlidingWindow,
    private readonly settings: { perAccountPerHour: number; perIpPerHour: number },
  ) {}

  /** Counts one create or cancel by `actor` from `ip` at `now`, or throws 429 RATE_LIMITED with Retry-After. */
  async admit(actor: Actor, ip: string, now: Date): Promise<void> {
    const at = now.getTime();
    if (actor.role === "GUEST") {
      const verdict = await this.window.hit(
        `account:${actor.id}`,
        this.settings.perAccountPerHour,
        BOOKING_RATE_WINDOW_MS,
        at,
      );
      if (!verdict.allowed)
        throw rateLimitedError("Too many booking requests and cancellations from this account", verdict.retryAfterMs);
    }
    const verdict = await this.window.hit(`ip:${ip}`, this.settings.perIpPerHour, BOOKING_RATE_WINDOW_MS, at);
    if (!verdict.allowed)
      throw rateLimitedError("Too many booking requests and cancellations from this network", verdict.retryAfterMs);
  }
}

/** The limiter of a running app: counters in memory, or in Redis shared by every instance when REDIS_URL is set. */
export function createBookingRateLimiter(app: FastifyInstance): BookingRateLimiter {
  const { config } = app;
  return new BookingRateLimiter(appSlidingWindow(app, "villa-bookings-rl:", "booking"), {
    perAccountPerHour: config.rateLimitBookingsPerHour,
    perIpPerHour: config.rateLimitBookingsPerHourPerIp,
  });
}
