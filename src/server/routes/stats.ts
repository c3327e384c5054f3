// /api/stats/dashboard: the back-office figures and what needs the owner now, for everything (ADMIN) or a host's own
// villas.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { backOfficeScope, dashboardStatsSchema, errorEnvelopeSchema, successEnvelope } from "../../domain/index.ts";
import { requireUser } from "../auth/guard.ts";
import { ApiError } from "../http/api-error.ts";
import { ok } from "../http/envelope.ts";
import { dashboardStats } from "../stats/dashboard.ts";

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/stats/dashboard",
    {
      schema: {
        tags: ["stats"],
        summary:
          "Dashboard figures (ADMIN: everything, HOST: own villas). Revenue = CONFIRMED + COMPLETED bookings by check-in date; " +
          "monthlyRevenue = this calendar month, weeklyRevenue = this ISO week (Monday-Sunday), both in Africa/Cairo. " +
          "attention: requests waiting (oldest first, against the 24-hour promise), overdue payment parts (earliest due " +
          "first) and arrivals from today to 7 days ahead, at most 20 each with how many more",
        security: [{ bearerAuth: [] }],
        response: {
          200: successEnvelope(dashboardStatsSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const scope = backOfficeScope(requireUser(request));
      if (scope.kind === "none") throw new ApiError("FORBIDDEN", "You do not have permission to do this");
      return ok(await dashboardStats(app.db, scope, app.clock()));
    },
  );
};

export default statsRoutes;
