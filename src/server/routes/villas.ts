// /api/villas: the public villa search and detail, a host's own villas, and creating, editing
// and deleting villas (ADMIN creates; the owner or an ADMIN edits and deletes).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  canSeeVilla,
  checkStayDates,
  idSchema,
  paginatedEnvelope,
  successEnvelope,
  villaCreateBodySchema,
  villaListQuerySchema,
  villaSchema,
  villaToday,
  villaContentBodySchema,
  villaContentSchema,
  villaUpdateBodySchema,
  type Actor,
  type Language,
  type VillaListQuery,
} from "../../domain/index.ts";
import { requireRole, requireUser } from "../auth/guard.ts";
import { sendCached } from "../cache/send-cached.ts";
import type { Database } from "../db/client.ts";
import { ApiError } from "../http/api-error.ts";
import { errorResponses, ok, paginated, type Pagination } from "../http/envelope.ts";
import { createVilla, updateVilla } from "../villas/edit-villa.ts";
import { listVillas } from "../villas/list-villas.ts";
import { removeVilla } from "../villas/remove-villa.ts";
import { findVilla, toVillaView } from "../villas/villa-view.ts";
import { readVillaContent, writeVillaContent } from "../villas/villa-content.ts";
import { requestLanguage } from "../http/request-language.ts";
import { withImageAlts } from "../media/image-alts.ts";

const bearer = [{ bearerAuth: [] }];
const villaEnvelope = successEnvelope(villaSchema);
const villaPage = paginatedEnvelope(villaSchema);
const idParams = z.object({ id: idSchema });
// The public texts' language: ?lang=, else Accept-Language, else English.
const languageQuery = z.object({ lang: z.string().max(35).optional() });
const removalSchema = z.object({ id: idSchema, outcome: z.enum(["deleted", "deactivated"]) });

async function searchVillas(
  db: Database,
  actor: Actor | null,
  query: VillaListQuery,
  now: Date,
  language: Language,
  ownerId?: string,
) {
  let stay: { checkIn: string; checkOut: string } | undefined;
  if (query.checkIn !== undefined || query.checkOut !== undefined) {
    // The query schema checked formats and order; past and "2 years" need the villa's today.
    const issues = checkStayDates(
      { checkIn: query.checkIn, checkOut: query.checkOut },
      { purpose: "search", today: villaToday(now) },
    );
    const [first] = issues;
    if (first) throw new ApiError("VALIDATION_FAILED", first.message, issues);
    if (query.checkIn !== undefined && query.checkOut !== undefined)
      stay = { checkIn: query.checkIn, checkOut: query.checkOut };
  }
  const page = await listVillas(
    db,
    actor,
    {
      amenities: query.amenities,
      stay,
      city: query.city,
      maxGuests: query.maxGuests,
      status: query.status,
      isActive: query.isActive,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      ownerId,
    },
    query,
    language,
  );
  const envelope = paginated(await withImageAlts(db, page.items, language), query.page, query.limit, page.total);
  // paginated() always sets pagination; its declared type leaves it optional.
  return envelope as typeof envelope & { pagination: Pagination };
}

const villaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/villas",
    {
      schema: {
        tags: ["villas"],
        summary: "Search villas (public: active villas only), oldest first",
        querystring: villaListQuerySchema,
        response: { 200: villaPage, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const actor = request.user;
      const query = request.query;
      const now = app.clock();
      const language = requestLanguage(request);
      void reply.header("vary", "Accept-Language");
      // Hosts and admins also see inactive villas; everyone else sees the same list.
      if (actor && actor.role !== "GUEST") return searchVillas(app.db, actor, query, now, language);
      // A stay filter is checked against today (no past dates), so its answer lasts the day.
      const day = query.checkIn !== undefined || query.checkOut !== undefined ? villaToday(now) : "";
      return sendCached(reply, `villas ${language} ${day} ${JSON.stringify(query)}`, async () => ({
        payload: await searchVillas(app.db, actor, query, now, language),
        shareable: true,
      }));
    },
  );

  app.get(
    "/villas/my",
    {
      schema: {
        tags: ["villas"],
        summary: "The signed-in host's own villas (HOST or ADMIN)",
        security: bearer,
        querystring: villaListQuerySchema,
        response: { 200: villaPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const user = requireRole(request, "HOST");
      return searchVillas(app.db, user, request.query, app.clock(), requestLanguage(request), user.id);
    },
  );

  app.get(
    "/villas/:id",
    {
      schema: {
        tags: ["villas"],
        summary: "One villa (an inactive one only for its owner or ADMIN), its texts in the reader's language",
        params: idParams,
        querystring: languageQuery,
        response: { 200: villaEnvelope, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const villa = await findVilla(app.db, request.params.id);
      if (!villa || !canSeeVilla(request.user, villa)) throw new ApiError("NOT_FOUND", "Villa not found");
      void reply.header("vary", "Accept-Language");
      const language = requestLanguage(request);
      const [view] = await withImageAlts(app.db, [toVillaView(villa, language)], language);
      if (!view) throw new ApiError("NOT_FOUND", "Villa not found");
      return ok(view);
    },
  );

  app.get(
    "/villas/:id/content",
    {
      schema: {
        tags: ["villas"],
        summary: "The villa's texts in every language and its guests' stay details (owner or ADMIN)",
        security: bearer,
        params: idParams,
        response: { 200: successEnvelope(villaContentSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await readVillaContent(app.db, user, request.params.id));
    },
  );

  app.put(
    "/villas/:id/content",
    {
      schema: {
        tags: ["villas"],
        summary:
          "Replace the villa's texts and stay details; the English title, description and address are the villa's own (owner or ADMIN)",
        security: bearer,
        params: idParams,
        body: villaContentBodySchema,
        response: { 200: successEnvelope(villaContentSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock();
      const content = await app.db.transaction((tx) =>
        writeVillaContent(tx, user, request.params.id, request.body, now),
      );
      return ok(content, "Villa content updated");
    },
  );

  app.post(
    "/villas",
    {
      schema: {
        tags: ["villas"],
        summary: "Create a villa owned by the signed-in admin (ADMIN)",
        security: bearer,
        body: villaCreateBodySchema,
        response: { 201: villaEnvelope, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, "ADMIN");
      const villa = await createVilla(app.db, user.id, request.body, app.clock());
      return reply.code(201).send(ok(villa, "Villa created"));
    },
  );

  app.put(
    "/villas/:id",
    {
      schema: {
        tags: ["villas"],
        summary: "Edit a villa; only the fields sent change (owner or ADMIN)",
        security: bearer,
        params: idParams,
        body: villaUpdateBodySchema,
        response: { 200: villaEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock();
      const villa = await app.db.transaction((tx) => updateVilla(tx, user, request.params.id, request.body, now));
      return ok(villa, "Villa updated");
    },
  );

  app.delete(
    "/villas/:id",
    {
      schema: {
        tags: ["villas"],
        summary:
          "Delete a villa (owner or ADMIN). Refused while PENDING/CONFIRMED bookings exist; a villa with past bookings is deactivated instead, keeping its history",
        security: bearer,
        params: idParams,
        response: { 200: successEnvelope(removalSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const now = app.clock();
      const outcome = await app.db.transaction((tx) => removeVilla(tx, user, id, now));
      return ok(
        { id, outcome },
        outcome === "deleted" ? "Villa deleted" : "Villa deactivated: its past bookings are kept",
      );
    },
  );
};

export default villaRoutes;
