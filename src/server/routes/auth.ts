// /api/auth: register, login, logout, refresh-token and me (DESIGN 4 "Auth"). Sign-in and registration are
// rate limited strictly, per IP and per account; the session calls (refresh, me, logout) have their own, looser
// limit per IP, so failed sign-ins from one address never sign out the guests behind it.
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginBodySchema, refreshTokenBodySchema, registerBodySchema } from "../../domain/schemas/auth.ts";
import { errorEnvelopeSchema, successEnvelope } from "../../domain/schemas/common.ts";
import { authSessionSchema, userSchema, type AuthSession } from "../../domain/schemas/user.ts";
import { requireUser } from "../auth/guard.ts";
import { hashPassword, spendPasswordCheckTime, verifyPassword } from "../auth/passwords.ts";
import { revokeSession, rotateRefreshToken, sessionOfRefreshToken, startSession } from "../auth/sessions.ts";
import { signAccessToken } from "../auth/tokens.ts";
import { pgErrorCode, UNIQUE_VIOLATION } from "../db/errors.ts";
import { users } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { ok } from "../http/envelope.ts";
import { addressKey, emailKey, keyedRateLimit, registerRateLimit } from "../http/rate-limit.ts";
import { toUser } from "../users/user-view.ts";

const sessionEnvelope = successEnvelope(authSessionSchema);
const bearer = [{ bearerAuth: [] }];

// Sign-in failures must not tell an unknown e-mail from a wrong password.
const invalidCredentials = () => new ApiError("INVALID_CREDENTIALS", "Invalid email or password");
const deactivated = () => new ApiError("ACCOUNT_DEACTIVATED", "This account has been deactivated");

async function issueSession(
  app: FastifyInstance,
  user: typeof users.$inferSelect,
  existingSession?: { sessionId: string; refreshToken: string },
): Promise<AuthSession> {
  const now = app.clock();
  const { sessionId, refreshToken } =
    existingSession ?? (await startSession(app.db, user.id, now, app.authKeys.refreshTokenTtlDays));
  const accessToken = await signAccessToken(
    { userId: user.id, sessionId },
    app.authKeys.secret,
    now,
    app.authKeys.accessTokenTtlSeconds,
  );
  return { accessToken, refreshToken, user: toUser(user) };
}

/** The e-mail of a validated login or register body (trimmed and lower-cased by its schema). */
function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return emailKey(typeof body?.email === "string" ? body.email : "");
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimitAuthPerMinute, rateLimitSessionPerMinute, redisUrl } = app.config;
  await registerRateLimit(app, { max: rateLimitAuthPerMinute, redisUrl, nameSpace: "villa-auth-rl:", global: false });
  const signInPerAddress = keyedRateLimit(app, {
    name: "sign-in-ip",
    perMinute: rateLimitAuthPerMinute,
    key: addressKey,
  });
  // Guessing one account's password from many addresses meets this one. It counts the e-mail as sent, whether
  // or not an account has it, so its answers say nothing about which accounts exist.
  const signInPerAccount = keyedRateLimit(app, {
    name: "sign-in-account",
    perMinute: rateLimitAuthPerMinute,
    key: accountKey,
  });
  const sessionPerAddress = keyedRateLimit(app, {
    name: "session-ip",
    perMinute: rateLimitSessionPerMinute,
    key: addressKey,
  });
  const signInLimits = { onRequest: signInPerAddress, preHandler: signInPerAccount };

  app.post(
    "/auth/register",
    {
      ...signInLimits,
      schema: {
        tags: ["auth"],
        summary: "Create a guest account and sign in",
        body: registerBodySchema,
        response: {
          201: sessionEnvelope,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password, fullName } = request.body;
      const now = app.clock();
      let created: typeof users.$inferSelect | undefined;
      try {
        [created] = await app.db
          .insert(users)
          .values({
            email,
            passwordHash: await hashPassword(password),
            fullName,
            role: "GUEST",
            createdAt: now,
            updatedAt: now,
          })
          .returning();
      } catch (err) {
        if (pgErrorCode(err) === UNIQUE_VIOLATION) {
          throw new ApiError("EMAIL_TAKEN", "An account with this email already exists", [
            { path: "email", message: "An account with this email already exists" },
          ]);
        }
        throw err;
      }
      if (!created) throw new Error("user insert returned no row");
      reply.status(201);
      return ok(await issueSession(app, created), "Account created successfully");
    },
  );

  app.post(
    "/auth/login",
    {
      ...signInLimits,
      schema: {
        tags: ["auth"],
        summary: "Sign in with email and password",
        body: loginBodySchema,
        response: {
          200: sessionEnvelope,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const [user] = await app.db.select().from(users).where(eq(users.email, email));
      if (!user) {
        await spendPasswordCheckTime(password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
      // Only a caller who knows the password learns that the account is deactivated.
      if (!user.isActive) throw deactivated();
      return ok(await issueSession(app, user), "Login successful");
    },
  );

  app.post(
    "/auth/refresh-token",
    {
      onRequest: sessionPerAddress,
      schema: {
        tags: ["auth"],
        summary: "Exchange a refresh token for a new access and refresh token (the old one is spent)",
        description:
          "Presenting an already spent refresh token revokes its whole session, except within a few seconds of its " +
          "spending while its successor is unused (two tabs, a lost answer): then that successor comes back again.",
        body: refreshTokenBodySchema,
        response: {
          200: sessionEnvelope,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const result = await rotateRefreshToken(app.db, request.body.refreshToken, {
        now: app.clock(),
        ttlDays: app.authKeys.refreshTokenTtlDays,
        graceSeconds: app.authKeys.refreshTokenReuseGraceSeconds,
        key: app.authKeys.secret,
      });
      if (result.kind === "reused") {
        request.log.warn("spent refresh token presented again; session revoked");
        throw new ApiError("UNAUTHENTICATED", "Your session has ended. Please sign in again.");
      }
      if (result.kind === "invalid")
        throw new ApiError("UNAUTHENTICATED", "Your session has expired. Please sign in again.");
      if (result.kind === "deactivated") throw deactivated();
      const [user] = await app.db.select().from(users).where(eq(users.id, result.userId));
      if (!user) throw new ApiError("UNAUTHENTICATED", "Your session has expired. Please sign in again.");
      return ok(await issueSession(app, user, { sessionId: result.sessionId, refreshToken: result.refreshToken }));
    },
  );

  app.post(
    "/auth/logout",
    {
      onRequest: sessionPerAddress,
      schema: {
        tags: ["auth"],
        summary: "Sign out: revoke the current session",
        description:
          "Identifies the session by the access token, or by a refreshToken in the body when the access token has expired.",
        security: bearer,
        body: z.object({ refreshToken: z.string().max(512).optional() }).nullish(),
        response: { 200: successEnvelope(z.null()), 401: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const presented = request.body?.refreshToken;
      const sessionId =
        request.user?.sessionId ?? (presented ? await sessionOfRefreshToken(app.db, presented) : undefined);
      if (!sessionId) requireUser(request);
      else await revokeSession(app.db, sessionId, app.clock());
      return ok(null, "Signed out");
    },
  );

  app.get(
    "/auth/me",
    {
      onRequest: sessionPerAddress,
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        security: bearer,
        response: {
          200: successEnvelope(z.object({ user: userSchema })),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, id));
      if (!user) throw new ApiError("UNAUTHENTICATED", "Please sign in to continue");
      return ok({ user: toUser(user) });
    },
  );
};

export default authRoutes;
