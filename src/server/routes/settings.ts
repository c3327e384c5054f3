// /api/settings/site (DESIGN 7.3): the villa the public site shows and the owner's contact details, read by
// everyone, edited by an ADMIN.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { successEnvelope } from "../../domain/schemas/common.ts";
import { siteSettingsBodySchema, siteSettingsSchema } from "../../domain/schemas/site-settings.ts";
import { requireRole } from "../auth/guard.ts";
import { sendCached } from "../cache/send-cached.ts";
import { errorResponses, ok } from "../http/envelope.ts";
import { readSiteSettings, writeSiteSettings } from "../settings/site-settings.ts";

const settingsEnvelope = successEnvelope(siteSettingsSchema);

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/settings/site",
    {
      schema: {
        tags: ["settings"],
        summary: "The villa the public site shows and the owner's contact details (public)",
        response: { 200: settingsEnvelope },
      },
    },
    async (_request, reply) =>
      sendCached(reply, "settings/site", async () => ({
        payload: ok((await readSiteSettings(app.db)).settings),
        shareable: true,
      })),
  );

  app.put(
    "/settings/site",
    {
      schema: {
        tags: ["settings"],
        summary:
          "Change the site's settings (ADMIN); the whole object, a blank WhatsApp number, tour video or host's portrait " +
          "clears it. `hostPhotoUrl` is an uploaded photo's address (`url` of POST /media) or an https image address. " +
          "The main villa must exist (404) and be active (422)",
        security: [{ bearerAuth: [] }],
        body: siteSettingsBodySchema,
        response: { 200: settingsEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireRole(request, "ADMIN");
      return ok(await writeSiteSettings(app.db, request.body), "Site settings saved");
    },
  );
};

export default settingsRoutes;
