// Creating and editing villas. A new villa belongs to the admin who creates it; an edit is a
// partial update by the owner or an ADMIN that can never move the villa to another owner.
import { eq } from "drizzle-orm";
import { canManageVilla, canSeeVilla, type Actor } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { villas } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { toVillaView, type VillaView } from "./villa-view.ts";

type VillaInsert = typeof villas.$inferInsert;
/** The editable columns; id, owner and timestamps are the server's. */
export type VillaFields = Omit<VillaInsert, "id" | "ownerId" | "createdAt" | "updatedAt">;

export async function createVilla(db: Database, ownerId: string, fields: VillaFields, now: Date): Promise<VillaView> {
  const [row] = await db
    .insert(villas)
    .values({
      ...pickVillaFields(fields),
      title: fields.title,
      address: fields.address,
      city: fields.city,
      pricePerNight: fields.pricePerNight,
      ownerId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("Villa insert returned no row");
  return toVillaView(row);
}

/** Must run inside a transaction (the row is locked while the change is checked and applied). */
export async function updateVilla(
  tx: Database,
  actor: Actor,
  villaId: string,
  patch: Partial<VillaFields>,
  now: Date,
): Promise<VillaView> {
  const [villa] = await tx.select().from(villas).where(eq(villas.id, villaId)).for("no key update");
  if (!villa || !canSeeVilla(actor, villa)) throw new ApiError("NOT_FOUND", "Villa not found");
  if (!canManageVilla(actor, villa)) throw new ApiError("FORBIDDEN", "You do not have permission to update this villa");
  const [row] = await tx
    .update(villas)
    .set({ ...pickVillaFields(patch), updatedAt: now })
    .where(eq(villas.id, villaId))
    .returning();
  if (!row) throw new Error("Locked villa vanished");
  return toVillaView(row);
}

// Copies only the known editable columns, so a body carrying ownerId, id or timestamps
// (even if a schema let one through) cannot reach the row.
function pickVillaFields<T extends Partial<VillaFields>>(fields: T): Partial<VillaFields> {
  const keys = [
    "title",
    "description",
    "address",
    "city",
    "country",
    "pricePerNight",
    "maxGuests",
    "bedrooms",
    "bathrooms",
    "amenities",
    "images",
    "status",
    "isActive",
  ] as const satisfies readonly (keyof VillaFields)[];
  const picked: Partial<VillaFields> = {};
  for (const key of keys) {
    if (fields[key] !== undefined) (picked as Record<string, unknown>)[key] = fields[key];
  }
  return picked;
}
