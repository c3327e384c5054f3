// Calendar sync with other channels: the villa's public iCal export at a secret URL,
// and, for the villa's owner or an ADMIN, that URL (regenerable) and the imported external feeds
// (add, sync now, remove) with the conflicts between their ranges and bookings made here.
import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema, successEnvelope } from "../../domain/index.ts";
import {
  calendarExportSchema,
  calendarSourceBodySchema,
  calendarSourceSchema,
  calendarSourcesSchema,
  type CalendarSource,
} from "../../domain/schemas/calendar.ts";
import { requireUser } from "../auth/guard.ts";
import { villaCalendar } from "../calendar/export-feed.ts";
import { exportPath, exportToken, regenerateExportToken, villaOfToken } from "../calendar/export-token.ts";
import { addSource, findSource, listConflicts, listSources, removeSource } from "../calendar/sources.ts";
import { syncContextOf } from "../calendar/sync-schedule.ts";
import { syncSource, type SourceToSync } from "../calendar/sync-source.ts";
import { ApiError } from "../http/api-error.ts";
import { errorResponses, ok } from "../http/envelope.ts";
import { managedVilla } from "../villas/managed-villa.ts";

const bearer = [{ bearerAuth: [] }];
/** What every owner-or-ADMIN route can answer besides success. */
const managedErrors = errorResponses(401, 403, 404, 422);
const villaParams = z.object({ id: idSchema });
const sourceParams = z.object({ id: idSchema, sourceId: idSchema });

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const sync = syncContextOf(app);

  async function sourceAfterSync(toSync: SourceToSync): Promise<CalendarSource> {
    await syncSource(sync, toSync);
    const source = await findSource(app.db, toSync.villaId, toSync.id);
    if (!source) throw new ApiError("NOT_FOUND", "Calendar not found");
    return source;
  }

  app.get(
    "/calendar/:file",
    {
      schema: {
        tags: ["calendar"],
        summary: "A villa's busy dates as iCalendar, at the secret URL shown in the back office (no guest data)",
        params: z.object({ file: z.string().max(200) }),
        produces: ["text/calendar"],
      },
    },
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const villaId = token ? await villaOfToken(app.db, token) : undefined;
      const calendar = villaId ? await villaCalendar(app.db, villaId, app.clock()) : undefined;
      // Unknown, regenerated-away and malformed tokens all read the same.
      if (!calendar) throw new ApiError("NOT_FOUND", "Calendar not found");
      const etag = `"${createHash("sha256").update(calendar).digest("base64url").slice(0, 27)}"`;
      // The URL is a secret: shared caches must not keep it, and pollers revalidate by ETag.
      void reply
        .header("cache-control", "private, no-cache")
        .header("etag", etag)
        .header("x-robots-tag", "noindex, nofollow")
        .header("referrer-policy", "no-referrer");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type("text/calendar; charset=utf-8").send(calendar);
    },
  );

  app.get(
    "/villas/:id/calendar/export",
    {
      schema: {
        tags: ["calendar"],
        summary: "The villa's iCal export URL path (owner or ADMIN); made on first read",
        security: bearer,
        params: villaParams,
        response: {
          200: successEnvelope(calendarExportSchema),
          ...managedErrors,
        },
      },
    },
    async (request) => {
      const villa = await managedVilla(app.db, requireUser(request), request.params.id);
      return ok({ path: exportPath(await exportToken(app.db, villa.id)) });
    },
  );

  app.post(
    "/villas/:id/calendar/export/regenerate",
    {
      schema: {
        tags: ["calendar"],
        summary: "Replace the villa's iCal export URL; the old one stops working (owner or ADMIN)",
        security: bearer,
        params: villaParams,
        response: {
          200: successEnvelope(calendarExportSchema),
          ...managedErrors,
        },
      },
    },
    async (request) => {
      const villa = await managedVilla(app.db, requireUser(request), request.params.id);
      const token = await regenerateExportToken(app.db, villa.id, app.clock());
      return ok({ path: exportPath(token) }, "Calendar link regenerated");
    },
  );

  app.get(
    "/villas/:id/calendar/sources",
    {
      schema: {
        tags: ["calendar"],
        summary: "The villa's imported calendars and their conflicts with bookings made here (owner or ADMIN)",
        security: bearer,
        params: villaParams,
        response: {
          200: successEnvelope(calendarSourcesSchema),
          ...managedErrors,
        },
      },
    },
    async (request) => {
      const villa = await managedVilla(app.db, requireUser(request), request.params.id);
      const [sources, conflicts] = await Promise.all([
        listSources(app.db, villa.id),
        listConflicts(app.db, villa.id, app.clock()),
      ]);
      return ok({ sources, conflicts });
    },
  );

  app.post(
    "/villas/:id/calendar/sources",
    {
      schema: {
        tags: ["calendar"],
        summary:
          "Import an external iCal feed (Airbnb, Booking.com...) and sync it at once; a failed first sync is " +
          "recorded in lastError (owner or ADMIN)",
        security: bearer,
        params: villaParams,
        body: calendarSourceBodySchema,
        response: {
          201: successEnvelope(calendarSourceSchema),
          ...managedErrors,
        },
      },
    },
    async (request, reply) => {
      const villa = await managedVilla(app.db, requireUser(request), request.params.id);
      const now = app.clock();
      const leasedUntil = new Date(now.getTime() + sync.settings.intervalMs);
      const id = await addSource(app.db, villa.id, request.body, now, leasedUntil);
      const source = await sourceAfterSync({ id, villaId: villa.id, url: request.body.url });
      return reply
        .code(201)
        .send(ok(source, source.lastError ? "Calendar added; its first sync failed" : "Calendar added"));
    },
  );

  app.post(
    "/villas/:id/calendar/sources/:sourceId/sync",
    {
      schema: {
        tags: ["calendar"],
        summary: "Fetch an imported calendar now; a failure keeps the previous ranges and is recorded in lastError",
        security: bearer,
        params: sourceParams,
        response: {
          200: successEnvelope(calendarSourceSchema),
          ...managedErrors,
        },
      },
    },
    async (request) => {
      const villa = await managedVilla(app.db, requireUser(request), request.params.id);
      const found = await findSource(app.db, villa.id, request.params.sourceId);
      if (!found) throw new ApiError("NOT_FOUND", "Calendar not found");
      const source = await sourceAfterSync(found);
      return ok(source, source.lastError ? "Calendar sync failed" : "Calendar synced");
    },
  );

  app.delete(
    "/villas/:id/calendar/sources/:sourceId",
    {
      schema: {
        tags: ["calendar"],
        summary: "Stop importing a calendar; the dates it blocked become free (owner or ADMIN)",
        security: bearer,
        params: sourceParams,
        response: {
          200: successEnvelope(z.object({ id: idSchema })),
          ...managedErrors,
        },
      },
    },
    async (request) => {
      const villa = await managedVilla(app.db, requireUser(request), request.params.id);
      if (!(await removeSource(app.db, villa.id, request.params.sourceId)))
        throw new ApiError("NOT_FOUND", "Calendar not found");
      return ok({ id: request.params.sourceId }, "Calendar removed");
    },
  );
};

export default calendarRoutes;
