// /api/notifications (ADMIN): the notification outbox — every mail and push the server has sent, is sending,
// gave up on, or keeps because no SMTP_URL is set — newest first, and one notification with its text.
import { count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema, idSchema, paginatedEnvelope, successEnvelope } from "../../domain/schemas/common.ts";
import { requireRole } from "../auth/guard.ts";
import { notificationOutbox } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { ok, paginated } from "../http/envelope.ts";
import {
  notificationDetailSchema,
  notificationSchema,
  notificationsListQuerySchema,
  toNotificationDetail,
  toNotificationView,
} from "../notifications/outbox-view.ts";
import { siteAddress } from "../notifications/site-links.ts";

const bearer = [{ bearerAuth: [] }];
const adminErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = siteAddress(app.config);

  app.get(
    "/notifications",
    {
      schema: {
        tags: ["notifications"],
        summary: "The notification outbox, newest first (ADMIN)",
        description: "`status` keeps one delivery state: pending, sending, sent, failed or kept (no SMTP_URL).",
        security: bearer,
        querystring: notificationsListQuerySchema,
        response: { 200: paginatedEnvelope(notificationSchema), ...adminErrors, 422: errorEnvelopeSchema },
      },
    },
    async (request) => {
      requireRole(request, "ADMIN");
      const { page, limit, status } = request.query;
      const where = status ? eq(notificationOutbox.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(notificationOutbox)
          .where(where)
          // id breaks ties (one booking enqueues several rows at the same instant) so pages never repeat a row.
          .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ n: count() }).from(notificationOutbox).where(where),
      ]);
      return paginated(rows.map(toNotificationView), page, limit, total?.n ?? 0);
    },
  );

  app.get(
    "/notifications/:id",
    {
      schema: {
        tags: ["notifications"],
        summary: "One notification with its plain text (ADMIN)",
        security: bearer,
        params: z.object({ id: idSchema }),
        response: {
          200: successEnvelope(notificationDetailSchema),
          ...adminErrors,
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      requireRole(request, "ADMIN");
      const [row] = await app.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, request.params.id));
      if (!row) throw new ApiError("NOT_FOUND", "Notification not found");
      return ok(toNotificationDetail(row, site));
    },
  );
};

export default notificationRoutes;
