// PUT /villas/{id}/pricing: the base rate is the villa's pricePerNight (one number, whichever screen edits it); the
// rest is the villa_pricing row, written whole. Under the villa lock, so a booking priced meanwhile sees either the
// old rates or the new ones, never half of each.
import { eq } from "drizzle-orm";
import type { VillaPricing } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { villaPricing, villas } from "../db/schema.ts";

export async function savePricing(tx: Database, villaId: string, pricing: VillaPricing, now: Date): Promise<void> {
  const { baseRate, ...rest } = pricing;
  const row = { ...rest, weekendNights: [...rest.weekendNights], updatedAt: now };
  await tx.update(villas).set({ pricePerNight: baseRate, updatedAt: now }).where(eq(villas.id, villaId));
  await tx
    .insert(villaPricing)
    .values({ villaId, ...row })
    .onConflictDoUpdate({ target: villaPricing.villaId, set: row });
}
