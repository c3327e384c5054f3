// The villa search: public callers see active villas, hosts also their own inactive ones,
// admins everything; filters combine with AND; oldest first, so `limit=1` is the seeded villa.
import { and, asc, count, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import type { Actor, IsoDate } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { bookings, villas } from "../db/schema.ts";
import { toVillaView, type VillaView } from "./villa-view.ts";

type VillaRow = typeof villas.$inferSelect;

export interface VillaFilters {
  amenities?: string[] | undefined;
  /** Both or neither; already checked with the domain's search-date rules. */
  stay?: { checkIn: IsoDate; checkOut: IsoDate } | undefined;
  city?: string | undefined;
  maxGuests?: number | undefined;
  status?: VillaRow["status"] | undefined;
  /** Narrows within what the caller may see (public callers only ever see active villas). */
  isActive?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Only this owner's villas (GET /villas/my). */
  ownerId?: string | undefined;
}

export interface VillaPage {
  items: VillaView[];
  total: number;
}

function visibleTo(actor: Actor | null): SQL | undefined {
  if (actor?.role === "ADMIN") return undefined;
  if (actor?.role === "HOST") return or(eq(villas.isActive, true), eq(villas.ownerId, actor.id));
  return eq(villas.isActive, true);
}

/**
 * Bookable for the stay (SPEC 4): AVAILABLE, active, and no PENDING/CONFIRMED booking whose
 * [checkIn, checkOut) overlaps — the same range test as the database's exclusion constraint.
 */
function freeFor(stay: { checkIn: IsoDate; checkOut: IsoDate }): SQL {
  return sql`${villas.status} = 'AVAILABLE' and ${villas.isActive} and not exists (
    select 1 from ${bookings}
    where ${bookings.villaId} = ${villas.id}
      and ${bookings.status} in ('PENDING', 'CONFIRMED')
      and daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')
  )`;
}

export async function listVillas(
  db: Database,
  actor: Actor | null,
  filters: VillaFilters,
  paging: { page: number; limit: number },
): Promise<VillaPage> {
  const where = and(
    visibleTo(actor),
    filters.ownerId ? eq(villas.ownerId, filters.ownerId) : undefined,
    // jsonb containment: every requested amenity must be in the villa's list.
    filters.amenities?.length ? sql`${villas.amenities} @> ${JSON.stringify(filters.amenities)}::jsonb` : undefined,
    filters.stay ? freeFor(filters.stay) : undefined,
    filters.city ? sql`lower(${villas.city}) = lower(${filters.city})` : undefined,
    filters.maxGuests !== undefined ? gte(villas.maxGuests, filters.maxGuests) : undefined,
    filters.status ? eq(villas.status, filters.status) : undefined,
    filters.isActive !== undefined ? eq(villas.isActive, filters.isActive) : undefined,
    filters.minPrice !== undefined ? gte(villas.pricePerNight, filters.minPrice) : undefined,
    filters.maxPrice !== undefined ? lte(villas.pricePerNight, filters.maxPrice) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(villas)
      .where(where)
      .orderBy(asc(villas.createdAt), asc(villas.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(villas).where(where),
  ]);
  return { items: rows.map(toVillaView), total: totals?.total ?? 0 };
}
