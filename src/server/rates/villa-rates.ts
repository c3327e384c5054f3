// A villa's rates as the domain prices them (DESIGN 7.1): its pricing (the villa_pricing row, else SPEC 9's
// defaults; the base rate is always the villa's pricePerNight) and its seasons in date order. Read the same way by
// the public quote and calendar and, inside the booking transaction under the villa lock, by POST /bookings.
import { asc, eq } from "drizzle-orm";
import { defaultPricing, type StoredSeason, type VillaPricing } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { seasons, villaPricing } from "../db/schema.ts";

export interface PricedVilla {
  id: string;
  pricePerNight: number;
  maxGuests: number;
}

/** The pricing as the API carries it (mutable arrays). */
export type WirePricing = VillaPricing & { weekendNights: number[] };

export interface VillaRates {
  pricing: WirePricing;
  seasons: StoredSeason[];
}

export async function pricingOf(db: Database, villa: PricedVilla): Promise<WirePricing> {
  const [row] = await db.select().from(villaPricing).where(eq(villaPricing.villaId, villa.id)).limit(1);
  if (!row) {
    const pricing = defaultPricing(villa.pricePerNight, villa.maxGuests);
    return { ...pricing, weekendNights: [...pricing.weekendNights] };
  }
  const { villaId: _villaId, updatedAt: _updatedAt, ...stored } = row;
  return { ...stored, baseRate: villa.pricePerNight };
}

export async function seasonsOf(db: Database, villaId: string): Promise<StoredSeason[]> {
  return db
    .select({
      id: seasons.id,
      name: seasons.name,
      startDate: seasons.startDate,
      endDate: seasons.endDate,
      nightlyRate: seasons.nightlyRate,
      weekendRate: seasons.weekendRate,
      minStay: seasons.minStay,
      arrivalDays: seasons.arrivalDays,
      departureDays: seasons.departureDays,
    })
    .from(seasons)
    .where(eq(seasons.villaId, villaId))
    .orderBy(asc(seasons.startDate));
}

export async function ratesOf(db: Database, villa: PricedVilla): Promise<VillaRates> {
  // One after the other: inside a transaction both go down the same connection anyway.
  const pricing = await pricingOf(db, villa);
  return { pricing, seasons: await seasonsOf(db, villa.id) };
}
