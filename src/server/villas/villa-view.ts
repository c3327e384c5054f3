// How a villa leaves the API (timestamps as ISO strings), and who may see one: active villas
// are public, an inactive one only to its owner and admins.
import { eq, sql } from "drizzle-orm";
import { canManageVilla, type Actor } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { preparedFor } from "../db/prepared.ts";
import { villas } from "../db/schema.ts";

export type VillaRow = typeof villas.$inferSelect;

export function toVillaView(row: VillaRow) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export type VillaView = ReturnType<typeof toVillaView>;

export function canSeeVilla(actor: Actor | null, villa: Pick<VillaRow, "isActive" | "ownerId">): boolean {
  return villa.isActive || (actor !== null && canManageVilla(actor, villa));
}

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
