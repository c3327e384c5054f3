// /api/bookings/{id}/payments and cancellation-quote, /api/settings/payment (DESIGN 7.2): the owner's ledger of what
// a guest paid, what cancelling would cost, and the bank details guests pay to.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { villaToday } from "../../domain/dates.ts";
import { paidTotalOf } from "../../domain/payments/booking-payments.ts";
import { cancellationOutcome } from "../../domain/payments/cancellation-outcome.ts";
import { canViewBooking } from "../../domain/roles.ts";
import { bookingSchema } from "../../domain/schemas/booking.ts";
import { idSchema, successEnvelope } from "../../domain/schemas/common.ts";
import {
  cancellationQuoteSchema,
  paymentCreateBodySchema,
  paymentSettingsBodySchema,
  paymentSettingsSchema,
} from "../../domain/schemas/payments.ts";
import { requireRole, requireUser } from "../auth/guard.ts";
import { findBookingView, lockedBookingView } from "../bookings/booking-view.ts";
import { ApiError } from "../http/api-error.ts";
import { errorResponses, ok } from "../http/envelope.ts";
import { recordPayment, removePayment } from "../payments/ledger.ts";
import { readPaymentSettings, writePaymentSettings } from "../payments/payment-settings.ts";

const bearer = [{ bearerAuth: [] }];
const bookingEnvelope = successEnvelope(bookingSchema);

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/bookings/:id/payments",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Record a payment received (villa owner or ADMIN); a negative amount records a refund. Payments never add " +
          "up to more than the total, nor refunds to more than was paid (422)",
        security: bearer,
        params: z.object({ id: idSchema }),
        body: paymentCreateBodySchema,
        response: { 201: bookingEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const now = app.clock();
      const { id } = request.params;
      const booking = await app.db.transaction(async (tx) => {
        await recordPayment(tx, { actor, bookingId: id, body: request.body, now });
        return lockedBookingView(tx, id, now);
      });
      return reply.code(201).send(ok(booking, "Payment recorded"));
    },
  );

  app.delete(
    "/bookings/:id/payments/:paymentId",
    {
      schema: {
        tags: ["payments"],
        summary: "Remove a recorded payment (villa owner or ADMIN)",
        security: bearer,
        params: z.object({ id: idSchema, paymentId: idSchema }),
        response: { 200: bookingEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const now = app.clock();
      const { id, paymentId } = request.params;
      const booking = await app.db.transaction(async (tx) => {
        await removePayment(tx, { actor, bookingId: id, paymentId, now });
        return lockedBookingView(tx, id, now);
      });
      return ok(booking, "Payment removed");
    },
  );

  app.get(
    "/bookings/:id/cancellation-quote",
    {
      schema: {
        tags: ["payments"],
        summary:
          "What cancelling today would charge and refund (its guest, the villa owner or ADMIN); a cancelled booking's " +
          "kept outcome. A request not yet confirmed cancels free",
        security: bearer,
        params: z.object({ id: idSchema }),
        response: { 200: successEnvelope(cancellationQuoteSchema), ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock();
      const booking = await findBookingView(app.db, request.params.id, now);
      if (!booking || !canViewBooking(user, booking)) throw new ApiError("NOT_FOUND", "Booking not found");
      if (booking.cancellation) return ok(booking.cancellation);
      if (booking.status !== "PENDING" && booking.status !== "CONFIRMED") {
        throw new ApiError("INVALID_TRANSITION", `A ${booking.status.toLowerCase()} booking cannot be cancelled`);
      }
      return ok(
        cancellationOutcome({
          status: booking.status,
          checkIn: booking.checkIn,
          today: villaToday(now),
          totalPrice: booking.totalPrice,
          paidTotal: paidTotalOf(booking.payments.received),
        }),
      );
    },
  );

  app.get(
    "/settings/payment",
    {
      schema: {
        tags: ["settings"],
        summary: "The owner's bank details guests pay to, and the deposit's days (ADMIN)",
        security: bearer,
        response: { 200: successEnvelope(paymentSettingsSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireRole(request, "ADMIN");
      return ok(await readPaymentSettings(app.db));
    },
  );

  app.put(
    "/settings/payment",
    {
      schema: {
        tags: ["settings"],
        summary:
          "Change the bank details (ADMIN), the whole object: the IBAN's check digits are verified (422 otherwise); " +
          "a blank account holder and IBAN clear them, and guests are then told the owner sends payment details",
        security: bearer,
        body: paymentSettingsBodySchema,
        response: { 200: successEnvelope(paymentSettingsSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      requireRole(request, "ADMIN");
      return ok(await writePaymentSettings(app.db, request.body, app.clock()), "Payment details saved");
    },
  );
};

export default paymentRoutes;
