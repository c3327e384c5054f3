// /api/bookings: booking requests (with Idempotency-Key), the back-office and "my" lists, one
// booking, the public booked nights of a villa, and the status transitions and payment flag.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  backOfficeScope,
  canSeeVilla,
  bookedDatesQuerySchema,
  bookedDatesSchema,
  bookingCreateBodySchema,
  bookingSchema,
  bookingsListQuerySchema,
  canViewBooking,
  cancelBodySchema,
  idSchema,
  myBookingsQuerySchema,
  paginatedEnvelope,
  rejectBodySchema,
  successEnvelope,
  villaToday,
  type Booking,
} from "../../domain/index.ts";
import { requireUser } from "../auth/guard.ts";
import type { AuthUser } from "../fastify-types.ts";
import { ApiError } from "../http/api-error.ts";
import { stayRuleErrorEnvelopeSchema } from "../../domain/schemas/rates.ts";
import { errorResponses, ok, paginated, type Pagination, type SuccessEnvelope } from "../http/envelope.ts";
import { bookedNights, monthWindow } from "../bookings/booked-dates.ts";
import { createBookingRateLimiter, openRequestLimitsFor } from "../bookings/booking-limits.ts";
import { findBookingView } from "../bookings/booking-view.ts";
import { createBooking } from "../bookings/create-booking.ts";
import { readIdempotencyKey, requestFingerprint, runIdempotent } from "../bookings/idempotency.ts";
import { listBookings, listGuestBookings } from "../bookings/list-bookings.ts";
import { requestLanguage } from "../http/request-language.ts";
import { applyBookingCommand, type BookingCommand } from "../bookings/transitions.ts";
import { sendCached } from "../cache/send-cached.ts";
import { mailCapOf } from "../notifications/mail-cap.ts";
import { findVilla } from "../villas/villa-view.ts";

const bearer = [{ bearerAuth: [] }];
const bookingEnvelope = successEnvelope(bookingSchema);
const bookingPage = paginatedEnvelope(bookingSchema);
const idParams = z.object({ id: idSchema });
const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .optional()
    .describe("Makes a retry safe: the same key and body return the first answer"),
});

function pageEnvelope<T>(items: T[], page: number, limit: number, total: number) {
  const envelope = paginated(items, page, limit, total);
  // paginated() always sets pagination; its declared type leaves it optional.
  return envelope as typeof envelope & { pagination: Pagination };
}

const DONE_MESSAGE: Record<BookingCommand, string> = {
  confirm: "Booking confirmed",
  reject: "Booking rejected",
  cancel: "Booking cancelled",
  complete: "Booking completed",
  "toggle-payment": "Payment status updated",
};

const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Creates and cancels per account and per address in any hour (DESIGN 4); checked inside the idempotent
  // operation, so a replay of a request already answered is neither counted nor refused.
  const rateLimiter = createBookingRateLimiter(app);
  const mailCap = mailCapOf(app.config);

  app.post(
    "/bookings",
    {
      schema: {
        tags: ["bookings"],
        summary:
          "Request a booking (PENDING); price (the villa's rates and seasons, kept as the booking's breakdown) and " +
          "rules are computed here; a broken stay rule is 422 STAY_RULE with each rule and its figure",
        security: bearer,
        headers: idempotencyHeaders,
        body: bookingCreateBodySchema,
        response: {
          201: bookingEnvelope,
          ...errorResponses(401, 403, 404, 409, 429),
          422: stayRuleErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = readIdempotencyKey(request.headers);
      const now = app.clock();
      const body = request.body;
      const outcome = await runIdempotent<SuccessEnvelope<Booking>>(
        app.db,
        key ? { userId: user.id, scope: "POST /bookings", key, requestHash: requestFingerprint(body), now } : undefined,
        async (tx) => {
          await rateLimiter.admit(user, request.ip, now);
          const booking = await createBooking(tx, {
            guestId: user.id,
            body,
            today: villaToday(now),
            now,
            language: requestLanguage(request),
            limits: openRequestLimitsFor(user, app.config),
            mailCap,
          });
          return { status: 201, body: ok(booking, "Booking request submitted successfully") };
        },
      );
      if (outcome.replayed) void reply.header("idempotent-replayed", "true");
      return reply.code(201).send(outcome.body);
    },
  );

  app.get(
    "/bookings",
    {
      schema: {
        tags: ["bookings"],
        summary: "Bookings of the back office: all for ADMIN, own villas' for HOST",
        security: bearer,
        querystring: bookingsListQuerySchema,
        response: { 200: bookingPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const scope = backOfficeScope(requireUser(request));
      if (scope.kind === "none") throw new ApiError("FORBIDDEN", "You do not have permission to do this");
      const query = request.query;
      const page = await listBookings(app.db, scope, query, app.clock());
      return pageEnvelope(page.items, query.page, query.limit, page.total);
    },
  );

  app.get(
    "/bookings/my",
    {
      schema: {
        tags: ["bookings"],
        summary: "The signed-in user's own bookings, newest first",
        security: bearer,
        querystring: myBookingsQuerySchema,
        response: { 200: bookingPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const query = request.query;
      const now = app.clock();
      // Keyed by the signed-in user: one guest's list is never another's answer. And by the villa's day: a payment
      // due yesterday is overdue today.
      return sendCached(reply, `my-bookings ${user.id} ${villaToday(now)} ${JSON.stringify(query)}`, async () => {
        const page = await listGuestBookings(app.db, user.id, query, now);
        return { payload: pageEnvelope(page.items, query.page, query.limit, page.total), shareable: true };
      });
    },
  );

  app.get(
    "/bookings/:id",
    {
      schema: {
        tags: ["bookings"],
        summary: "One booking (its guest, the villa owner or ADMIN)",
        security: bearer,
        params: idParams,
        response: { 200: bookingEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const booking = await findBookingView(app.db, request.params.id, app.clock());
      // Not yours: answered exactly like a booking that does not exist.
      if (!booking || !canViewBooking(user, booking)) throw new ApiError("NOT_FOUND", "Booking not found");
      return ok(booking);
    },
  );

  app.get(
    "/bookings/villa/:id/booked-dates",
    {
      schema: {
        tags: ["bookings"],
        summary: "Occupied nights of a villa: one month (year + month) or from today on",
        params: idParams,
        querystring: bookedDatesQuerySchema,
        response: { 200: successEnvelope(bookedDatesSchema), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { year, month } = request.query;
      const window =
        year !== undefined && month !== undefined ? monthWindow(year, month) : { from: villaToday(app.clock()) };
      // "From today on" moves at the villa's midnight, hence its start in the key.
      return sendCached(reply, `booked-dates ${id} ${year ?? ""} ${month ?? ""} ${window.from}`, async () => {
        const villa = await findVilla(app.db, id);
        if (!villa || !canSeeVilla(request.user, villa)) throw new ApiError("NOT_FOUND", "Villa not found");
        if ((year === undefined) !== (month === undefined)) {
          throw new ApiError("VALIDATION_FAILED", "Year and month go together", [
            { path: year === undefined ? "year" : "month", message: "Year and month go together" },
          ]);
        }
        const bookedDates = await bookedNights(app.db, villa.id, window.from, "to" in window ? window.to : undefined);
        // An inactive villa's dates are for its owner and admins only: not an answer for everyone.
        return { payload: ok({ bookedDates }), shareable: villa.isActive };
      });
    },
  );

  // One handler per transition; they differ only in the body they accept.
  const transition = async (
    user: AuthUser,
    id: string,
    command: BookingCommand,
    reason: string | undefined,
  ): Promise<SuccessEnvelope<Booking>> => {
    const now = app.clock();
    const { booking, changed } = await app.db.transaction((tx) =>
      applyBookingCommand(tx, { actor: user, bookingId: id, command, reason, now, mailCap }),
    );
    return ok(booking, changed ? DONE_MESSAGE[command] : "Booking unchanged");
  };
  const transitionSchema = (summary: string) => ({
    tags: ["bookings"],
    summary,
    security: bearer,
    params: idParams,
    response: { 200: bookingEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
  });

  for (const command of ["confirm", "complete", "toggle-payment"] as const) {
    app.put(
      `/bookings/:id/${command}`,
      {
        schema: transitionSchema(
          command === "toggle-payment"
            ? "Mark a CONFIRMED booking paid or unpaid (villa owner or ADMIN)"
            : `${command === "confirm" ? "Confirm a PENDING" : "Complete a CONFIRMED"} booking (villa owner or ADMIN)`,
        ),
      },
      async (request) => transition(requireUser(request), request.params.id, command, undefined),
    );
  }

  app.put(
    "/bookings/:id/reject",
    {
      schema: {
        ...transitionSchema("Reject a PENDING booking with an optional reason (villa owner or ADMIN)"),
        body: rejectBodySchema,
      },
    },
    async (request) => transition(requireUser(request), request.params.id, "reject", request.body.rejectionReason),
  );

  app.put(
    "/bookings/:id/cancel",
    {
      schema: {
        ...transitionSchema("Cancel a PENDING or CONFIRMED booking (its guest, the villa owner or ADMIN)"),
        response: { 200: bookingEnvelope, ...errorResponses(401, 403, 404, 409, 422, 429) },
        headers: idempotencyHeaders,
        body: cancelBodySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = readIdempotencyKey(request.headers);
      const { id } = request.params;
      const reason = request.body.cancellationReason;
      const now = app.clock();
      const outcome = await runIdempotent<SuccessEnvelope<Booking>>(
        app.db,
        key
          ? {
              userId: user.id,
              scope: "PUT /bookings/{id}/cancel",
              key,
              requestHash: requestFingerprint({ id, body: request.body }),
              now,
            }
          : undefined,
        async (tx) => {
          await rateLimiter.admit(user, request.ip, now);
          const { booking, changed } = await applyBookingCommand(tx, {
            actor: user,
            bookingId: id,
            command: "cancel",
            reason,
            now,
            mailCap,
          });
          return { status: 200, body: ok(booking, changed ? DONE_MESSAGE.cancel : "Booking unchanged") };
        },
      );
      if (outcome.replayed) void reply.header("idempotent-replayed", "true");
      return outcome.body;
    },
  );
};

export default bookingRoutes;
