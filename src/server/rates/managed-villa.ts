// Who may read and change a villa's rates, seasons and blocks (DESIGN 7.1): anyone reads an active villa's (its
// owner and ADMINs an inactive one's too); only the owner or an ADMIN changes them.
import { canManageVilla, canSeeVilla } from "../../domain/index.ts";
import { requireUser } from "../auth/guard.ts";
import type { Database } from "../db/client.ts";
import type { AuthUser } from "../fastify-types.ts";
import { ApiError } from "../http/api-error.ts";
import { findVilla } from "../villas/villa-view.ts";
import type { FastifyRequest } from "fastify";
import { lockVilla } from "./villa-lock.ts";

export async function visibleVilla(db: Database, user: AuthUser | null | undefined, villaId: string) {
  const villa = await findVilla(db, villaId);
  if (!villa || !canSeeVilla(user ?? null, villa)) throw new ApiError("NOT_FOUND", "Villa not found");
  return villa;
}

function assertManager(user: AuthUser, villa: { ownerId: string }) {
  if (!canManageVilla(user, villa)) {
    throw new ApiError("FORBIDDEN", "You do not have permission to manage this villa's rates and calendar");
  }
}

/** The villa read without a lock, when the request's user may manage it. */
export async function managedVilla(db: Database, request: FastifyRequest, villaId: string) {
  const user = requireUser(request);
  const villa = await findVilla(db, villaId);
  if (!villa) throw new ApiError("NOT_FOUND", "Villa not found");
  assertManager(user, villa);
  return villa;
}

/** The villa locked for the rest of the transaction, when the request's user may manage it. */
export async function lockManagedVilla(tx: Database, request: FastifyRequest, villaId: string) {
  const user = requireUser(request);
  const villa = await lockVilla(tx, villaId);
  assertManager(user, villa);
  return { villa, user };
}
