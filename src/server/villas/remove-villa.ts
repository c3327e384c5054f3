// Deleting a villa. Policy: a villa with PENDING or CONFIRMED bookings is refused (409
// VILLA_HAS_BOOKINGS); one that only has past bookings (completed, cancelled, rejected) is
// retired instead — isActive=false, so the booking history and revenue stay intact; one that
// was never booked is deleted for good.
import { count, eq, inArray, sql } from "drizzle-orm";
import { OCCUPYING_STATUSES, canManageVilla, canSeeVilla, type Actor } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { bookings, villas } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";

export type VillaRemoval = "deleted" | "deactivated";

/** Must run inside a transaction: the villa row lock keeps new bookings out meanwhile. */
export async function removeVilla(tx: Database, actor: Actor, villaId: string, now: Date): Promise<VillaRemoval> {
  const [villa] = await tx
    .select({ ownerId: villas.ownerId, isActive: villas.isActive })
    .from(villas)
    .where(eq(villas.id, villaId))
    .for("update");
  if (!villa || !canSeeVilla(actor, villa)) throw new ApiError("NOT_FOUND", "Villa not found");
  if (!canManageVilla(actor, villa)) throw new ApiError("FORBIDDEN", "You do not have permission to delete this villa");

  const [usage] = await tx
    .select({
      all: count(),
      occupying: sql<number>`count(*) filter (where ${inArray(bookings.status, [...OCCUPYING_STATUSES])})`.mapWith(
        Number,
      ),
    })
    .from(bookings)
    .where(eq(bookings.villaId, villaId));
  if ((usage?.occupying ?? 0) > 0) {
    throw new ApiError("VILLA_HAS_BOOKINGS", "This villa has pending or confirmed bookings and cannot be deleted");
  }
  if ((usage?.all ?? 0) > 0) {
    await tx.update(villas).set({ isActive: false, updatedAt: now }).where(eq(villas.id, villaId));
    return "deactivated";
  }
  await tx.delete(villas).where(eq(villas.id, villaId));
  return "deleted";
}
