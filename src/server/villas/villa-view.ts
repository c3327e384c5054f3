// How a villa leaves the API: timestamps as ISO strings, the public texts in the reader's language.
import { eq, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { preparedFor } from "../db/prepared.ts";
import { villas } from "../db/schema.ts";
import { inLanguage } from "./villa-content.ts";

export type VillaRow = typeof villas.$inferSelect;

/** The villa as the API answers, its public texts in `language` (the content's secrets never leave). */
export function toVillaView(row: VillaRow, language: Language = DEFAULT_LANGUAGE) {
  const villa = inLanguage(row, language);
  return { ...villa, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export type VillaView = ReturnType<typeof toVillaView>;

const villaById = preparedFor((db) =>
  db
    .select()
    .from(villas)
    .where(eq(villas.id, sql.placeholder("id")))
    .limit(1)
    .prepare("find_villa"),
);

export async function findVilla(db: Database, id: string): Promise<VillaRow | undefined> {
  const [row] = await villaById(db).execute({ id });
  return row;
}
