// /api/profile: the signed-in user's own account (read, edit, password, completeness,
// deactivation) and, for ADMIN, the user list (also at /api/users).
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { villaToday } from "../../domain/dates.ts";
import { errorEnvelopeSchema, paginatedEnvelope, successEnvelope } from "../../domain/schemas/common.ts";
import {
  checkProfileUpdate,
  deactivateBodySchema,
  passwordChangeBodySchema,
  profileCompleteness,
  profileCompletenessSchema,
  profileUpdateBodySchema,
  usersListQuerySchema,
  type UsersListQuery,
} from "../../domain/schemas/profile.ts";
import { userSchema } from "../../domain/schemas/user.ts";
import { requireRole, requireUser } from "../auth/guard.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { revokeUserSessions } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { pgErrorCode, UNIQUE_VIOLATION } from "../db/errors.ts";
import { users } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { ok, paginated } from "../http/envelope.ts";
import { toUser } from "../users/user-view.ts";

const bearer = [{ bearerAuth: [] }];
const userEnvelope = successEnvelope(userSchema);
const signedInErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

async function loadUser(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  // The auth hook saw this user a moment ago; a vanished row means the token is stale.
  if (!user) throw new ApiError("UNAUTHENTICATED", "Please sign in to continue");
  return user;
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SORT_COLUMNS = { createdAt: users.createdAt, email: users.email, fullName: users.fullName } as const;

async function listUsers(db: Database, query: UsersListQuery) {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.phone, pattern));
    if (match) filters.push(match);
  }
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.isActive !== undefined) filters.push(eq(users.isActive, query.isActive));
  const where = filters.length > 0 ? and(...filters) : undefined;

  const order = query.sortOrder === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      // id breaks ties so pages never repeat or skip a user.
      .orderBy(order(SORT_COLUMNS[query.sortBy]), order(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return paginated(rows.map(toUser), query.page, query.limit, total?.n ?? 0);
}

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profile",
    {
      schema: {
        tags: ["profile"],
        summary: "The signed-in user's profile",
        security: bearer,
        response: { 200: userEnvelope, ...signedInErrors },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      return ok(toUser(await loadUser(app.db, id)));
    },
  );

  app.put(
    "/profile",
    {
      schema: {
        tags: ["profile"],
        summary: "Update email, full name, phone and date of birth",
        description:
          "Role and active state cannot be changed here; unknown fields are ignored. Empty phone or date of birth clears it.",
        security: bearer,
        body: profileUpdateBodySchema,
        response: { 200: userEnvelope, ...signedInErrors, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      const body = request.body;
      const now = app.clock();
      const issues = checkProfileUpdate(body, villaToday(now));
      if (issues.length > 0) {
        throw new ApiError(
          "VALIDATION_FAILED",
          issues[0]?.message ?? "Validation failed",
          issues.map((i) => ({ path: i.path, message: i.message })),
        );
      }
      const changes: Partial<Omit<typeof users.$inferInsert, "emailConfirmedAt">> & { emailConfirmedAt?: SQL } = {};
      if (body.email !== undefined) {
        changes.email = body.email;
        // A new address has proved nothing yet (notifications/mail-cap.ts); the same one keeps its confirmation.
        changes.emailConfirmedAt = sql`case when ${users.email} = ${body.email} then ${users.emailConfirmedAt} else null end`;
      }
      if (body.fullName !== undefined) changes.fullName = body.fullName;
      if (body.phone !== undefined) changes.phone = body.phone;
      if (body.dateOfBirth !== undefined) changes.dateOfBirth = body.dateOfBirth;
      if (Object.keys(changes).length === 0) return ok(toUser(await loadUser(app.db, id)), "Nothing to update");

      let updated: typeof users.$inferSelect | undefined;
      try {
        [updated] = await app.db
          .update(users)
          .set({ ...changes, updatedAt: now })
          .where(eq(users.id, id))
          .returning();
      } catch (err) {
        if (pgErrorCode(err) === UNIQUE_VIOLATION) {
          throw new ApiError("EMAIL_TAKEN", "An account with this email already exists", [
            { path: "email", message: "An account with this email already exists" },
          ]);
        }
        throw err;
      }
      if (!updated) throw new ApiError("UNAUTHENTICATED", "Please sign in to continue");
      return ok(toUser(updated), "Profile updated successfully");
    },
  );

  app.put(
    "/profile/password",
    {
      schema: {
        tags: ["profile"],
        summary: "Change the password; every other session is signed out",
        security: bearer,
        body: passwordChangeBodySchema,
        response: { 200: successEnvelope(z.null()), ...signedInErrors, 422: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const { currentPassword, newPassword } = request.body;
      const user = await loadUser(app.db, auth.id);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new ApiError("VALIDATION_FAILED", "Current password is incorrect", [
          { path: "currentPassword", message: "Current password is incorrect" },
        ]);
      }
      const now = app.clock();
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, auth.id));
        await revokeUserSessions(tx, auth.id, now, auth.sessionId);
      });
      return ok(null, "Password changed successfully");
    },
  );

  app.get(
    "/profile/complete",
    {
      schema: {
        tags: ["profile"],
        summary: "Whether the profile has what a booking needs",
        security: bearer,
        response: { 200: successEnvelope(profileCompletenessSchema), ...signedInErrors },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      return ok(profileCompleteness(await loadUser(app.db, id)));
    },
  );

  app.put(
    "/profile/deactivate",
    {
      schema: {
        tags: ["profile"],
        summary: "Deactivate the account (irreversible); every session is signed out",
        security: bearer,
        body: deactivateBodySchema,
        response: { 200: successEnvelope(z.null()), ...signedInErrors, 422: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const user = await loadUser(app.db, auth.id);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        throw new ApiError("VALIDATION_FAILED", "Incorrect password", [
          { path: "password", message: "Incorrect password" },
        ]);
      }
      const now = app.clock();
      await app.db.transaction(async (tx) => {
        if (user.role === "ADMIN") {
          // Serialise concurrent admin deactivations so two admins cannot both leave none behind.
          await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, "ADMIN"), eq(users.isActive, true)))
            .for("update");
          const [others] = await tx
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.role, "ADMIN"), eq(users.isActive, true)));
          if ((others?.n ?? 0) <= 1) {
            throw new ApiError("FORBIDDEN", "The last active administrator cannot deactivate their account");
          }
        }
        await tx.update(users).set({ isActive: false, updatedAt: now }).where(eq(users.id, auth.id));
        await revokeUserSessions(tx, auth.id, now);
      });
      return ok(null, "Account deactivated");
    },
  );

  const listOptions = {
    schema: {
      tags: ["profile"],
      summary: "All users (ADMIN): search name, email or phone; filter by role and active state",
      security: bearer,
      querystring: usersListQuerySchema,
      response: { 200: paginatedEnvelope(userSchema), ...signedInErrors, 422: errorEnvelopeSchema },
    },
  };
  app.get("/profile/all", listOptions, async (request) => {
    requireRole(request, "ADMIN");
    return listUsers(app.db, request.query);
  });
  app.get("/users", listOptions, async (request) => {
    requireRole(request, "ADMIN");
    return listUsers(app.db, request.query);
  });
};

export default profileRoutes;
