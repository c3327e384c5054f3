// The public villa's `imageAlts`: for each of its images, the uploaded photo's alternative text in the reader's
// language, English where that one is not written, "" for a picture that is not an upload or has no text.
import { inArray } from "drizzle-orm";
import { mediaIdOfUrl, type Language } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { media } from "../db/schema.ts";

/** `villas` with imageAlts beside their images, read in one query for all of them. */
export async function withImageAlts<V extends { images: string[] }>(
  db: Database,
  villas: V[],
  language: Language,
): Promise<(V & { imageAlts: string[] })[]> {
  const ids = [...new Set(villas.flatMap((villa) => villa.images.map(mediaIdOfUrl)))].filter(
    (id): id is string => id !== null,
  );
  const rows =
    ids.length > 0 ? await db.select({ id: media.id, alt: media.alt }).from(media).where(inArray(media.id, ids)) : [];
  const alts = new Map(rows.map((row) => [row.id, row.alt]));
  const altOf = (url: string) => {
    const id = mediaIdOfUrl(url);
    const alt = id ? alts.get(id) : undefined;
    return alt?.[language] || alt?.en || "";
  };
  return villas.map((villa) => ({ ...villa, imageAlts: villa.images.map(altOf) }));
}
