// How an upload leaves the API: its URLs derived from its id and size (domain/media.ts), its texts per language.
import { eq } from "drizzle-orm";
import {
  MEDIA_FORMATS,
  MEDIA_WIDTHS,
  SUPPORTED_LANGUAGES,
  mediaMainUrl,
  mediaUrl,
  mediaVariantSize,
  type Media,
  type MediaAlt,
} from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { media } from "../db/schema.ts";

export type MediaRow = typeof media.$inferSelect;

/** Every language, "" where no text was written. */
export function fullAlt(stored: Partial<Record<string, string>>): MediaAlt {
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, stored[language] ?? ""])) as MediaAlt;
}

export function toMediaView(row: MediaRow): Media {
  const size = { width: row.width, height: row.height };
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    url: mediaMainUrl(row.id),
    variants: MEDIA_WIDTHS.flatMap((width) =>
      MEDIA_FORMATS.map((format) => ({
        ...mediaVariantSize(size, width),
        format,
        url: mediaUrl(row.id, width, format),
      })),
    ),
    alt: fullAlt(row.alt),
  };
}

export async function findMedia(db: Database, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}
