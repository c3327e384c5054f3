// A villa's calendar (DESIGN 7.1): every day's availability, rate and stay rules for anyone, with the stays and
// blocks behind them for the owner (detail=1), and the owner's manual blocks. A block is written under the villa
// lock booking requests take, so a block and a booking for the same night never both win.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema, successEnvelope } from "../../domain/index.ts";
import { blockBodySchema, manualBlockSchema, villaCalendarSchema } from "../../domain/schemas/blocks.ts";
import { calendarQuerySchema } from "../../domain/schemas/rates.ts";
import { requireUser } from "../auth/guard.ts";
import { sendCached } from "../cache/send-cached.ts";
import { errorResponses, ok } from "../http/envelope.ts";
import { villaCalendarDays, villaCalendarDetail } from "../rates/calendar-view.ts";
import { lockManagedVilla, managedVilla, visibleVilla } from "../villas/managed-villa.ts";
import { createBlock, deleteBlock } from "../rates/manual-blocks.ts";

const bearer = [{ bearerAuth: [] }];
const villaParams = z.object({ id: idSchema });
const blockParams = z.object({ id: idSchema, blockId: idSchema });

const villaCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/villas/:id/calendar",
    {
      schema: {
        tags: ["rates"],
        summary:
          "The villa's days from `from` up to the day before `to` (at most 366): free or not, rate, minimum stay, " +
          "arrival and departure allowed; detail=1 (owner or ADMIN) adds the stays and blocks",
        params: villaParams,
        querystring: calendarQuerySchema,
        response: { 200: successEnvelope(villaCalendarSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { from, to, detail } = request.query;
      if (detail) {
        const villa = await managedVilla(app.db, requireUser(request), id);
        return ok(await villaCalendarDetail(app.db, villa, from, to));
      }
      return sendCached(reply, `calendar ${id} ${from} ${to}`, async () => {
        const villa = await visibleVilla(app.db, request.user, id);
        const days = await villaCalendarDays(app.db, villa, from, to);
        // An inactive villa's calendar is for its owner and admins only: not an answer for everyone.
        return { payload: ok({ days }), shareable: villa.isActive };
      });
    },
  );

  app.post(
    "/villas/:id/blocks",
    {
      schema: {
        tags: ["rates"],
        summary:
          "Block nights for the owner's own use (endDate exclusive); over a PENDING/CONFIRMED stay or another " +
          "manual block it is 409 DATES_UNAVAILABLE (owner or ADMIN)",
        security: bearer,
        params: villaParams,
        body: blockBodySchema,
        response: { 201: successEnvelope(manualBlockSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { startDate, endDate, note } = request.body;
      const block = await app.db.transaction(async (tx) => {
        const villa = await lockManagedVilla(tx, user, request.params.id);
        return createBlock(tx, villa.id, { startDate, endDate, note, createdBy: user.id }, app.clock());
      });
      return reply.code(201).send(ok(block, "Dates blocked"));
    },
  );

  app.delete(
    "/villas/:id/blocks/:blockId",
    {
      schema: {
        tags: ["rates"],
        summary: "Remove a manual block: its nights are free again (owner or ADMIN)",
        security: bearer,
        params: blockParams,
        response: { 200: successEnvelope(z.object({ id: idSchema })), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const villa = await lockManagedVilla(tx, requireUser(request), request.params.id);
        await deleteBlock(tx, villa.id, request.params.blockId);
      });
      return ok({ id: request.params.blockId }, "Block removed");
    },
  );
};

export default villaCalendarRoutes;
