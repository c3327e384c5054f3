// The owner's own blocks (DESIGN 7.1): nights taken for the owner's use or maintenance, counted like an imported
// calendar's everywhere. A block is written under the villa lock that a booking request takes too, after checking
// the PENDING/CONFIRMED stays and the other manual blocks, so a block and a booking for one night never both win
// (409 DATES_UNAVAILABLE for the later one); the exclusion constraint of migration 0012 backs up block vs block.
import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { IsoDate } from "../../domain/index.ts";
import type { ManualBlock } from "../../domain/schemas/blocks.ts";
import type { Database } from "../db/client.ts";
import { EXCLUSION_VIOLATION, pgErrorCode } from "../db/errors.ts";
import { villaBlocks } from "../db/schema.ts";
import { hasOccupyingStay } from "../bookings/occupying-stay.ts";
import { ApiError } from "../http/api-error.ts";

export interface NewBlock {
  startDate: IsoDate;
  endDate: IsoDate;
  note: string;
  createdBy: string;
}

const unavailable = () => new ApiError("DATES_UNAVAILABLE", "The selected dates are not available");

const blockColumns = {
  id: villaBlocks.id,
  startDate: villaBlocks.startDate,
  endDate: villaBlocks.endDate,
  note: villaBlocks.note,
};

/** Must run inside a transaction holding the villa lock (villas/villa-lock.ts). */
export async function createBlock(tx: Database, villaId: string, block: NewBlock, now: Date): Promise<ManualBlock> {
  if (await hasOccupyingStay(tx, villaId, block.startDate, block.endDate)) throw unavailable();
  if ((await manualBlocksIn(tx, villaId, block.startDate, block.endDate)).length > 0) throw unavailable();
  try {
    const [row] = await tx
      .insert(villaBlocks)
      .values({ villaId, ...block, createdAt: now })
      .returning(blockColumns);
    if (!row) throw new Error("Block insert returned no row");
    return row;
  } catch (err) {
    if (pgErrorCode(err) === EXCLUSION_VIOLATION) throw unavailable();
    throw err;
  }
}

export async function deleteBlock(db: Database, villaId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(villaBlocks)
    .where(and(eq(villaBlocks.id, id), eq(villaBlocks.villaId, villaId)))
    .returning({ id: villaBlocks.id });
  if (!row) throw new ApiError("NOT_FOUND", "Block not found");
}

/** Manual blocks sharing a night with [from, to). */
export async function manualBlocksIn(
  db: Database,
  villaId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<ManualBlock[]> {
  return db
    .select(blockColumns)
    .from(villaBlocks)
    .where(and(eq(villaBlocks.villaId, villaId), lt(villaBlocks.startDate, to), gt(villaBlocks.endDate, from)))
    .orderBy(asc(villaBlocks.startDate));
}
