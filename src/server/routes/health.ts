// GET /api/health: the process answers and whether the database does (503 when it does not).
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelopeSchema, successEnvelope } from "../../domain/schemas/common.ts";
import { ApiError } from "../http/api-error.ts";
import { ok } from "../http/envelope.ts";

// A database that hangs must not hang the health check (load balancers time out on it).
const DB_CHECK_TIMEOUT_MS = 3_000;

const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), status: z.literal("up"), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Service and database status",
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.db.execute(sql`select 1`),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("database check timed out")), DB_CHECK_TIMEOUT_MS);
          }),
        ]);
      } catch (err) {
        request.log.error({ err }, "health check: database unavailable");
        throw new ApiError("SERVICE_UNAVAILABLE", "The database is unavailable");
      } finally {
        clearTimeout(timer);
      }
      return ok({
        status: "ok" as const,
        database: { kind: app.dbKind, status: "up" as const, latencyMs: Math.round(performance.now() - started) },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};

export default healthRoutes;
