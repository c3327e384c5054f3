// An owner's photo from upload to row: read from the temporary file, made into its variants (two photos at a
// time), stored, then recorded. A failure at any step leaves neither files nor row behind.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { MEDIA_CONTENT_TYPES, mediaFileName, type MediaAlt } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { media } from "../db/schema.ts";
import { processImage } from "./process-image.ts";
import type { MediaStorage } from "./storage.ts";
import { toMediaView } from "./media-view.ts";
import { WorkQueue } from "./work-queue.ts";

/** Photos decoded at once, whatever the number of uploads: one per core of the 2-core machine. */
export const imageQueue = new WorkQueue(2);

export async function uploadMedia(db: Database, storage: MediaStorage, uploadedBy: string, file: string) {
  const processed = await imageQueue.run(() => processImage(file));
  const id = randomUUID();
  await storage.save(
    id,
    processed.variants.map((variant) => ({
      name: mediaFileName(variant.nominalWidth, variant.format),
      contentType: MEDIA_CONTENT_TYPES[variant.format],
      bytes: variant.bytes,
    })),
  );
  try {
    const [row] = await db
      .insert(media)
      .values({ id, uploadedBy, width: processed.width, height: processed.height, alt: {} })
      .returning();
    if (!row) throw new Error("media insert returned no row");
    return toMediaView(row);
  } catch (error) {
    await storage.remove(id).catch(() => {});
    throw error;
  }
}

export async function writeMediaAlt(db: Database, id: string, alt: MediaAlt) {
  const [row] = await db.update(media).set({ alt }).where(eq(media.id, id)).returning();
  return row ? toMediaView(row) : undefined;
}
