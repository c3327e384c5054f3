// /api/messages: visitors send the owner a contact message or a practical-info question
// (public, rate limited per IP); the back office lists them and marks them read (ADMIN).
import { count, desc, eq, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema, idSchema, paginatedEnvelope, successEnvelope } from "../../domain/schemas/common.ts";
import {
  messageBodySchema,
  messageReadBodySchema,
  messageSchema,
  messagesListQuerySchema,
  type MessageBody,
} from "../../domain/schemas/message.ts";
import { requireRole } from "../auth/guard.ts";
import { messages } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { ok, paginated } from "../http/envelope.ts";
import { registerRateLimit } from "../http/rate-limit.ts";
import { MESSAGES_WINDOW_MS } from "../messages/limits.ts";
import { toMessage } from "../messages/message-view.ts";

/** SPEC 5 contact form: the words the visitor sees once the message is stored. */
export const MESSAGE_SENT = "Message sent successfully!";

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: idSchema });
const adminErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

function toRow(body: MessageBody, now: Date): typeof messages.$inferInsert {
  const common = { kind: body.kind, name: body.name, email: body.email, language: body.language, createdAt: now };
  if (body.kind === "CONTACT") return { ...common, subject: body.subject, message: body.message };
  return { ...common, message: body.question, source: body.source, consentAt: now };
}

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const perWindow = app.config.messagesPer10Minutes;
  // Only POST is limited (its own window, below); the back-office routes opt out.
  await registerRateLimit(app, { max: perWindow, redisUrl: app.config.redisUrl, nameSpace: "villa-messages-rl:" });

  app.post(
    "/messages",
    {
      config: { rateLimit: { max: perWindow, timeWindow: MESSAGES_WINDOW_MS } },
      schema: {
        tags: ["messages"],
        summary: "Send the owner a contact message or a practical-info question",
        description:
          "`kind` CONTACT needs name, email and message (subject optional); QUESTION needs name, email, source, " +
          `question and consent: true. At most ${perWindow} per 10 minutes from one address.`,
        body: messageBodySchema,
        response: {
          201: successEnvelope(z.object({ id: idSchema })),
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const [stored] = await app.db
        .insert(messages)
        .values(toRow(request.body, app.clock()))
        .returning({ id: messages.id });
      if (!stored) throw new Error("insert into messages returned no row");
      return reply.status(201).send(ok({ id: stored.id }, MESSAGE_SENT));
    },
  );

  app.get(
    "/messages",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["messages"],
        summary: "Messages and questions, newest first (ADMIN)",
        description: "`unread=true` keeps the messages nobody has marked read.",
        security: bearer,
        querystring: messagesListQuerySchema,
        response: { 200: paginatedEnvelope(messageSchema), ...adminErrors, 422: errorEnvelopeSchema },
      },
    },
    async (request) => {
      requireRole(request, "ADMIN");
      const { page, limit, unread } = request.query;
      const where = unread === true ? isNull(messages.readAt) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(messages)
          .where(where)
          // id breaks ties so pages never repeat or skip a message.
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ n: count() }).from(messages).where(where),
      ]);
      return paginated(rows.map(toMessage), page, limit, total?.n ?? 0);
    },
  );

  app.put(
    "/messages/:id/read",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["messages"],
        summary: "Mark a message read or unread (ADMIN)",
        security: bearer,
        params: idParams,
        body: messageReadBodySchema,
        response: {
          200: successEnvelope(messageSchema),
          ...adminErrors,
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      requireRole(request, "ADMIN");
      const [current] = await app.db.select().from(messages).where(eq(messages.id, request.params.id));
      if (!current) throw new ApiError("NOT_FOUND", "Message not found");
      // Marking an already read message read again keeps the time it was first read.
      const readAt = request.body.read ? (current.readAt ?? app.clock()) : null;
      const [updated] = await app.db.update(messages).set({ readAt }).where(eq(messages.id, current.id)).returning();
      if (!updated) throw new ApiError("NOT_FOUND", "Message not found");
      return ok(toMessage(updated));
    },
  );
};

export default messageRoutes;
