// A villa's rates (DESIGN 7.1): its pricing and seasons, public to read and the owner's (or an ADMIN's) to change,
// and the quote of a stay, what POST /bookings would charge. Every change takes the villa lock that booking
// requests take, so a request is priced wholly by the rates before a change or wholly by those after.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema, includedGuestsIssue, successEnvelope, villaToday } from "../../domain/index.ts";
import { stayRuleErrorEnvelopeSchema } from "../../domain/schemas/rates.ts";
import {
  quoteQuerySchema,
  seasonalQuoteSchema,
  seasonBodySchema,
  seasonRangeBodySchema,
  seasonSchema,
  villaPricingBodySchema,
  villaPricingSchema,
} from "../../domain/schemas/rates.ts";
import { sendCached } from "../cache/send-cached.ts";
import { ApiError } from "../http/api-error.ts";
import { errorResponses, ok } from "../http/envelope.ts";
import { requireUser } from "../auth/guard.ts";
import { lockManagedVilla, visibleVilla } from "../villas/managed-villa.ts";
import { savePricing } from "../rates/pricing-store.ts";
import { quoteVillaStay } from "../rates/quote-stay.ts";
import { createSeason, deleteSeason, setSeasonRange, updateSeason } from "../rates/season-store.ts";
import { pricingOf, seasonsOf } from "../rates/villa-rates.ts";

const bearer = [{ bearerAuth: [] }];
const villaParams = z.object({ id: idSchema });
const seasonParams = z.object({ id: idSchema, seasonId: idSchema });
const ownerErrors = errorResponses(401, 403, 404, 422);

const rateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/villas/:id/pricing",
    {
      schema: {
        tags: ["rates"],
        summary: "The villa's rates and stay rules (SPEC 9's defaults until the owner sets them)",
        params: villaParams,
        response: { 200: successEnvelope(villaPricingSchema), ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const villa = await visibleVilla(app.db, request.user, request.params.id);
      return ok(await pricingOf(app.db, villa));
    },
  );

  app.put(
    "/villas/:id/pricing",
    {
      schema: {
        tags: ["rates"],
        summary: "Set the villa's rates and stay rules, all at once; baseRate is its pricePerNight (owner or ADMIN)",
        security: bearer,
        params: villaParams,
        body: villaPricingBodySchema,
        response: { 200: successEnvelope(villaPricingSchema), ...ownerErrors },
      },
    },
    async (request) => {
      const pricing = await app.db.transaction(async (tx) => {
        const villa = await lockManagedVilla(tx, requireUser(request), request.params.id);
        const tooMany = includedGuestsIssue(request.body.includedGuests, villa.maxGuests);
        if (tooMany) throw new ApiError("VALIDATION_FAILED", tooMany.message, [tooMany]);
        await savePricing(tx, villa.id, request.body, app.clock());
        return pricingOf(tx, { ...villa, pricePerNight: request.body.baseRate });
      });
      return ok(pricing, "Rates saved");
    },
  );

  app.get(
    "/villas/:id/seasons",
    {
      schema: {
        tags: ["rates"],
        summary: "The villa's seasons in date order (endDate exclusive)",
        params: villaParams,
        response: { 200: successEnvelope(z.array(seasonSchema)), ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const villa = await visibleVilla(app.db, request.user, request.params.id);
      return ok(await seasonsOf(app.db, villa.id));
    },
  );

  app.post(
    "/villas/:id/seasons",
    {
      schema: {
        tags: ["rates"],
        summary: "Add a season; one sharing a night with another season is 409 SEASON_OVERLAP (owner or ADMIN)",
        security: bearer,
        params: villaParams,
        body: seasonBodySchema,
        response: { 201: successEnvelope(seasonSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const season = await app.db.transaction(async (tx) => {
        const villa = await lockManagedVilla(tx, requireUser(request), request.params.id);
        return createSeason(tx, villa.id, request.body, app.clock());
      });
      return reply.code(201).send(ok(season, "Season added"));
    },
  );

  // Registered before /seasons/:seasonId in reading order; find-my-way prefers the static segment either way.
  app.put(
    "/villas/:id/seasons/range",
    {
      schema: {
        tags: ["rates"],
        summary:
          "Set the nightly rate and minimum stay (null: the villa's) of the nights startDate up to the day before " +
          "endDate, the owner's calendar's one step: seasons straddling an edge are split and keep their settings " +
          "outside, seasons inside are replaced, a neighbour with the same settings is joined; answers the villa's " +
          "seasons (owner or ADMIN)",
        security: bearer,
        params: villaParams,
        body: seasonRangeBodySchema,
        // 409 SEASON_OVERLAP only if a writer ever skipped the villa lock: the database constraint still refuses.
        response: { 200: successEnvelope(z.array(seasonSchema)), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const list = await app.db.transaction(async (tx) => {
        const villa = await lockManagedVilla(tx, requireUser(request), request.params.id);
        return setSeasonRange(tx, villa.id, request.body, app.clock());
      });
      return ok(list, "Prices saved");
    },
  );

  app.put(
    "/villas/:id/seasons/:seasonId",
    {
      schema: {
        tags: ["rates"],
        summary: "Replace a season; overlapping another one is 409 SEASON_OVERLAP (owner or ADMIN)",
        security: bearer,
        params: seasonParams,
        body: seasonBodySchema,
        response: { 200: successEnvelope(seasonSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const season = await app.db.transaction(async (tx) => {
        const villa = await lockManagedVilla(tx, requireUser(request), request.params.id);
        return updateSeason(tx, villa.id, request.params.seasonId, request.body, app.clock());
      });
      return ok(season, "Season saved");
    },
  );

  app.delete(
    "/villas/:id/seasons/:seasonId",
    {
      schema: {
        tags: ["rates"],
        summary: "Remove a season: its nights go back to the villa's own rates (owner or ADMIN)",
        security: bearer,
        params: seasonParams,
        response: { 200: successEnvelope(z.object({ id: idSchema })), ...ownerErrors },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const villa = await lockManagedVilla(tx, requireUser(request), request.params.id);
        await deleteSeason(tx, villa.id, request.params.seasonId);
      });
      return ok({ id: request.params.seasonId }, "Season removed");
    },
  );

  app.get(
    "/villas/:id/quote",
    {
      schema: {
        tags: ["rates"],
        summary:
          "The price of a stay night by night, as POST /bookings would charge it; 422 STAY_RULE names the broken " +
          "rule and its figure, 409 DATES_UNAVAILABLE when a night is taken",
        params: villaParams,
        querystring: quoteQuerySchema,
        response: {
          200: successEnvelope(seasonalQuoteSchema),
          ...errorResponses(404, 409),
          422: stayRuleErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { checkIn, checkOut, guests } = request.query;
      const today = villaToday(app.clock());
      // The stay rules move with the villa's today, hence it in the key.
      return sendCached(reply, `quote ${id} ${checkIn} ${checkOut} ${guests} ${today}`, async () => {
        const villa = await visibleVilla(app.db, request.user, id);
        const quote = await quoteVillaStay(app.db, villa, { checkIn, checkOut, guests }, today);
        return { payload: ok(quote), shareable: villa.isActive };
      });
    },
  );
};

export default rateRoutes;
