// Builds the Fastify application (API under /api, then the web app) without listening, so
// tests drive it with inject() and main.ts serves it.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import type { Database, DatabaseKind } from "./db/client.ts";
import type {} from "./fastify-types.ts";
import { authenticate } from "./auth/authenticate.ts";
import { loadJwtSecret } from "./auth/jwt-secret.ts";
import { registerReadCache } from "./cache/register-read-cache.ts";
import { ApiError } from "./http/api-error.ts";
import { handleError } from "./http/error-handler.ts";
import { LOG_SERIALIZERS } from "./http/log-serializers.ts";
import { OneLinePerRequest } from "./http/request-log.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { rejectControlCharacters } from "./http/text-hygiene.ts";
import authRoutes from "./routes/auth.ts";
import bookingRoutes from "./routes/bookings.ts";
import calendarRoutes from "./routes/calendar.ts";
import emailConfirmationRoutes from "./routes/email-confirmation.ts";
import healthRoutes from "./routes/health.ts";
import invoiceRoutes from "./routes/invoices.ts";
import mediaRoutes from "./routes/media.ts";
import messageRoutes from "./routes/messages.ts";
import paymentRoutes from "./routes/payments.ts";
import notificationRoutes from "./routes/notifications.ts";
import profileRoutes from "./routes/profile.ts";
import pushRoutes from "./routes/push.ts";
import rateRoutes from "./routes/rates.ts";
import settingsRoutes from "./routes/settings.ts";
import statsRoutes from "./routes/stats.ts";
import villaCalendarRoutes from "./routes/villa-calendar.ts";
import villaRoutes from "./routes/villas.ts";
import { openMediaStorage } from "./media/open-storage.ts";
import { headScriptSources } from "./web/head-script-hash.ts";
import mediaFiles from "./web/media-files.ts";
import webStatic, { DEFAULT_WEB_ROOT } from "./web/static.ts";

export const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppOptions {
  db: Database;
  dbKind: DatabaseKind;
  config: AppConfig;
  /** The current time for business rules and tokens; tests pass a fixed or movable clock. */
  clock?: () => Date;
  /** Fastify logger settings; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions["logger"];
  /** Serve the built PWA after the API (off in API tests). Default true. */
  serveWeb?: boolean;
}

// The SPA is built by Vite into hashed files served from this origin; the one inline script is the head script
// (src/web/app/head-script.ts), allowed by the hash the build wrote beside it (web/head-script-hash.ts).
// Images may come from any https host (stock photos); map tiles are fetched by maplibre's
// worker, so their host is allowed to connect. Styles allow inline attributes because React
// and map libraries set style="" at runtime.
const contentSecurityPolicy = (webRoot: string) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...headScriptSources(webRoot)],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", "https://tile.openstreetmap.org"],
    workerSrc: ["'self'", "blob:"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
});

/** The logger options with our serializers, whatever the caller asked for: no log line may carry a secret. */
function withSafeSerializers(logger: FastifyServerOptions["logger"], level: string): FastifyServerOptions["logger"] {
  if (logger === undefined) return { level, serializers: LOG_SERIALIZERS };
  if (typeof logger !== "object" || logger === null) return logger;
  return { ...logger, serializers: { ...logger.serializers, ...LOG_SERIALIZERS } };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: withSafeSerializers(options.logger, config.logLevel),
    logController: new OneLinePerRequest(),
    // The router's 400 (bad URL encoding) and 414 (a path parameter too long) in the envelope, without the URL.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Close idle keep-alive sockets on shutdown while in-flight requests finish.
    forceCloseConnections: "idle",
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  // JSON as Fastify parses it (with prototype-poisoning protection), except that an empty
  // body counts as no body: clients send Content-Type on body-less POSTs such as logout.
  const parseJson = app.getDefaultJsonParser("error", "error");
  // The API speaks JSON only: other bodies (text/plain included) get 400, not a confusing 422.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, raw, done) => {
    const text = typeof raw === "string" ? raw : raw.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.decorate("db", options.db);
  app.decorate("dbKind", options.dbKind);
  app.decorate("config", config);
  app.decorate("clock", options.clock ?? (() => new Date()));
  app.decorate("mediaStorage", openMediaStorage(config));
  // What a crash left of an upload (the local media folder's hidden folders).
  app.addHook("onReady", async () => {
    try {
      const removed = (await app.mediaStorage.removeLeftovers?.()) ?? [];
      if (removed.length > 0) app.log.info(`Removed ${removed.length} interrupted upload(s) from the media folder`);
    } catch (err) {
      app.log.warn({ err }, "Could not clear interrupted uploads from the media folder");
    }
  });
  app.decorate("authKeys", {
    secret: await loadJwtSecret(options.db, config.jwtSecret),
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    refreshTokenReuseGraceSeconds: config.refreshTokenReuseGraceSeconds,
  });
  await registerReadCache(app);
  app.decorateRequest("user", null);
  app.decorateRequest("authFailure", null);
  app.addHook("onRequest", authenticate(app));

  await registerSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(DEFAULT_WEB_ROOT),
    // Pages may load cross-origin images and tiles; our own responses stay same-site.
    crossOriginResourcePolicy: { policy: "same-site" },
    // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: "deny" },
  });

  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Red Sea Villa API",
        version: "1.0.0",
        description:
          "Booking API of the villa PWA. Every response uses the envelope { success, data, message?, pagination? } " +
          "or { success: false, message, code, errors? }. Send `Authorization: Bearer <accessToken>` where a route needs a user.",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
      tags: [
        { name: "auth", description: "Sign-up, sign-in and tokens" },
        { name: "profile", description: "The signed-in user's account, and the user list (ADMIN)" },
        { name: "villas", description: "The villa and its administration" },
        { name: "bookings", description: "Booking requests and their life cycle" },
        { name: "stats", description: "Back-office dashboard" },
        { name: "messages", description: "Contact messages and practical-info questions to the owner" },
        { name: "notifications", description: "The e-mail and push outbox, and this device's push subscription" },
        {
          name: "calendar",
          description: "iCal export of a villa's busy dates and import of other channels' calendars",
        },
        {
          name: "rates",
          description: "A villa's pricing, seasons, stay rules, quotes, day-by-day calendar and the owner's blocks",
        },
        { name: "media", description: "Photos owners upload from their phone, and their alternative texts" },
        { name: "settings", description: "The villa the public site shows and the owner's contact details" },
        { name: "health", description: "Liveness and database status" },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { validatorUrl: null } });

  await app.register(
    async (api) => {
      // Before any route's own validation: a control character in any text is a 422, never a database error.
      api.addHook("preValidation", rejectControlCharacters);
      api.setNotFoundHandler((request) => {
        throw new ApiError("NOT_FOUND", `No API route ${request.method} ${request.url.split("?")[0]}`);
      });
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(villaRoutes);
      await api.register(bookingRoutes);
      await api.register(paymentRoutes);
      await api.register(invoiceRoutes);
      await api.register(statsRoutes);
      await api.register(messageRoutes);
      await api.register(notificationRoutes);
      await api.register(pushRoutes);
      await api.register(emailConfirmationRoutes);
      await api.register(calendarRoutes);
      await api.register(rateRoutes);
      await api.register(villaCalendarRoutes);
      await api.register(settingsRoutes);
      await api.register(mediaRoutes);
    },
    { prefix: "/api" },
  );
  // Before the web app, whose fallback would answer a missing file's path with a plain 404 anyway.
  await app.register(mediaFiles);

  if (options.serveWeb ?? true) await app.register(webStatic);

  return app;
}
