// /api/push (ADMIN): what "Notifications on this phone" needs — the VAPID public key to subscribe with, and
// saving or removing this browser's push subscription. A new booking request is then pushed to every saved
// phone of the villa's owner and the admins, through the notification outbox.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema, idSchema, successEnvelope } from "../../domain/schemas/common.ts";
import { requireRole } from "../auth/guard.ts";
import { ok } from "../http/envelope.ts";
import {
  checkEndpointAddress,
  pushEndpointQuerySchema,
  pushSubscriptionBodySchema,
  removeSubscription,
  saveSubscription,
} from "../push/subscriptions.ts";
import { ensureVapidKeys } from "../push/vapid.ts";

const bearer = [{ bearerAuth: [] }];
const adminErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };

const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  // Generated on the first start, then read back: every instance signs with the same pair.
  const { publicKey } = await ensureVapidKeys(app.db);

  app.get(
    "/push/public-key",
    {
      schema: {
        tags: ["notifications"],
        summary: "The VAPID public key to subscribe this browser with (ADMIN)",
        security: bearer,
        response: { 200: successEnvelope(z.object({ publicKey: z.string() })), ...adminErrors },
      },
    },
    async (request) => {
      requireRole(request, "ADMIN");
      return ok({ publicKey });
    },
  );

  app.put(
    "/push/subscription",
    {
      schema: {
        tags: ["notifications"],
        summary: "Save this browser's push subscription (ADMIN)",
        description:
          "The body is PushSubscription.toJSON(): `endpoint` and `keys` { p256dh, auth }. The endpoint must be https and its host " +
          "must resolve to public addresses only (422 otherwise).",
        security: bearer,
        body: pushSubscriptionBodySchema,
        response: { 200: successEnvelope(z.object({ id: idSchema, endpoint: z.string() })), ...adminErrors },
      },
    },
    async (request) => {
      const user = requireRole(request, "ADMIN");
      await checkEndpointAddress(request.body.endpoint, {
        allowPrivate: app.config.pushAllowPrivateAddresses ?? false,
      });
      const id = await saveSubscription(app.db, user.id, request.body, app.clock());
      return ok({ id, endpoint: request.body.endpoint }, "Notifications turned on for this device");
    },
  );

  app.delete(
    "/push/subscription",
    {
      schema: {
        tags: ["notifications"],
        summary: "Remove this browser's push subscription (ADMIN)",
        description: "`endpoint` is the subscription's endpoint. Removing one that is not saved is not an error.",
        security: bearer,
        querystring: pushEndpointQuerySchema,
        response: { 200: successEnvelope(z.object({ removed: z.boolean() })), ...adminErrors },
      },
    },
    async (request) => {
      const user = requireRole(request, "ADMIN");
      const removed = await removeSubscription(app.db, user.id, request.query.endpoint);
      return ok({ removed }, "Notifications turned off for this device");
    },
  );
};

export default pushRoutes;
