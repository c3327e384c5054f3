// The villa row lock a write that decides which nights are taken takes first: a booking request, a manual block, a
// season or pricing edit. FOR NO KEY UPDATE holds the villa until commit, so two of them for one villa queue here and
// each sees what the one before committed (a block and a booking never both win). An imported calendar's sync
// (calendar/sync-source.ts) and a villa edit (villas/edit-villa.ts, villa-content.ts) take the same row lock in
// their own query because they read more of the row.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { villas } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";

export async function lockVilla(tx: Database, villaId: string) {
  const [villa] = await tx
    .select({
      id: villas.id,
      ownerId: villas.ownerId,
      pricePerNight: villas.pricePerNight,
      maxGuests: villas.maxGuests,
      status: villas.status,
      isActive: villas.isActive,
    })
    .from(villas)
    .where(eq(villas.id, villaId))
    .for("no key update");
  if (!villa) throw new ApiError("NOT_FOUND", "Villa not found");
  return villa;
}
