// Route guards: the signed-in user, or the error that tells the client why not.
import type { FastifyRequest } from "fastify";
import { hasRole, type Role } from "../../domain/roles.ts";
import type { AuthUser } from "../fastify-types.ts";
import { ApiError } from "../http/api-error.ts";

export function requireUser(request: FastifyRequest): AuthUser {
  if (request.user) return request.user;
  if (request.authFailure === "ACCOUNT_DEACTIVATED") {
    throw new ApiError("ACCOUNT_DEACTIVATED", "This account has been deactivated");
  }
  throw new ApiError("UNAUTHENTICATED", "Please sign in to continue");
}

/** ADMIN satisfies every role, HOST satisfies HOST and GUEST (SPEC 6). */
export function requireRole(request: FastifyRequest, role: Role): AuthUser {
  const user = requireUser(request);
  if (!hasRole(user.role, role)) throw new ApiError("FORBIDDEN", "You do not have permission to do this");
  return user;
}
