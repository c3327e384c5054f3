// Who may read and change a villa's calendars, rates, seasons and blocks: anyone reads an active villa's (its owner
// and ADMINs an inactive one's too); only the owner or an ADMIN changes them.
import { canManageVilla, canSeeVilla } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import type { AuthUser } from "../fastify-types.ts";
import { ApiError } from "../http/api-error.ts";
import { findVilla } from "./villa-view.ts";
import { lockVilla } from "./villa-lock.ts";

/** The villa when `user` (or a visitor) may see it; otherwise 404, as if it did not exist. */
export async function visibleVilla(db: Database, user: AuthUser | null | undefined, villaId: string) {
  const villa = await findVilla(db, villaId);
  if (!villa || !canSeeVilla(user ?? null, villa)) throw new ApiError("NOT_FOUND", "Villa not found");
  return villa;
}

// A stranger learns nothing of an inactive villa, not even that it exists: 404 as for a missing one; an active villa's
// page is public, so there "not yours" is 403.
function assertManager(user: AuthUser, villa: { ownerId: string; isActive: boolean }) {
  if (!canSeeVilla(user, villa)) throw new ApiError("NOT_FOUND", "Villa not found");
  if (!canManageVilla(user, villa)) {
    throw new ApiError("FORBIDDEN", "You do not have permission to manage this villa's calendar and rates");
  }
}

/** The villa read without a lock, when `user` may manage it. */
export async function managedVilla(db: Database, user: AuthUser, villaId: string) {
  const villa = await findVilla(db, villaId);
  if (!villa) throw new ApiError("NOT_FOUND", "Villa not found");
  assertManager(user, villa);
  return villa;
}

/** The villa locked for the rest of the transaction (villa-lock.ts), when `user` may manage it. */
export async function lockManagedVilla(tx: Database, user: AuthUser, villaId: string) {
  const villa = await lockVilla(tx, villaId);
  assertManager(user, villa);
  return villa;
}
