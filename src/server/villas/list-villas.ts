// The villa search: public callers see active villas, hosts also their own inactive ones,
// admins everything; filters combine with AND; oldest first, so `limit=1` is the seeded villa.
import { createHash } from "node:crypto";
import { and, asc, count, eq, getTableColumns, gte, lte, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Actor, type IsoDate, type Language } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { preparedFor } from "../db/prepared.ts";
import { bookings, calendarBlocks, villaBlocks, villas } from "../db/schema.ts";
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

/**
 * How a filter value enters the SQL: as a placeholder of a prepared statement (the value is
 * passed when it runs) or, for the rare count query, as the value itself.
 */
type Bind = <T>(name: string, value: T) => T | SQLWrapper;

function visibleTo(actor: Actor | null, bind: Bind): SQL | undefined {
  if (actor?.role === "ADMIN") return undefined;
  if (actor?.role === "HOST") return or(eq(villas.isActive, true), eq(villas.ownerId, bind("actorId", actor.id)));
  return eq(villas.isActive, true);
}

/**
 * Bookable for the stay (SPEC 4): AVAILABLE, active, no PENDING/CONFIRMED booking whose
 * [checkIn, checkOut) overlaps — the same range test as the database's exclusion constraint —
 * and no night blocked by an imported calendar or the owner's manual block (which createBooking refuses the same way).
 */
function freeFor(stay: { checkIn: IsoDate; checkOut: IsoDate }, bind: Bind): SQL {
  const wanted = sql`daterange(${bind("checkIn", stay.checkIn)}::date, ${bind("checkOut", stay.checkOut)}::date, '[)')`;
  return sql`${villas.status} = 'AVAILABLE' and ${villas.isActive} and not exists (
    select 1 from ${bookings}
    where ${bookings.villaId} = ${villas.id}
      and ${bookings.status} in ('PENDING', 'CONFIRMED')
      and daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && ${wanted}
  ) and not exists (
    select 1 from ${calendarBlocks}
    where ${calendarBlocks.villaId} = ${villas.id}
      and daterange(${calendarBlocks.startDate}, ${calendarBlocks.endDate}, '[)') && ${wanted}
  ) and not exists (
    select 1 from ${villaBlocks}
    where ${villaBlocks.villaId} = ${villas.id}
      and daterange(${villaBlocks.startDate}, ${villaBlocks.endDate}, '[)') && ${wanted}
  )`;
}

function villaConditions(actor: Actor | null, filters: VillaFilters, bind: Bind): SQL | undefined {
  return and(
    visibleTo(actor, bind),
    filters.ownerId ? eq(villas.ownerId, bind("ownerId", filters.ownerId)) : undefined,
    // jsonb containment: every requested amenity must be in the villa's list.
    filters.amenities?.length
      ? sql`${villas.amenities} @> ${bind("amenities", JSON.stringify(filters.amenities))}::jsonb`
      : undefined,
    filters.stay ? freeFor(filters.stay, bind) : undefined,
    filters.city ? sql`lower(${villas.city}) = lower(${bind("city", filters.city)})` : undefined,
    filters.maxGuests !== undefined ? gte(villas.maxGuests, bind("maxGuests", filters.maxGuests)) : undefined,
    filters.status ? eq(villas.status, bind("status", filters.status)) : undefined,
    filters.isActive !== undefined ? eq(villas.isActive, bind("isActive", filters.isActive)) : undefined,
    filters.minPrice !== undefined ? gte(villas.pricePerNight, bind("minPrice", filters.minPrice)) : undefined,
    filters.maxPrice !== undefined ? lte(villas.pricePerNight, bind("maxPrice", filters.maxPrice)) : undefined,
  );
}

// The total rides along on every row (a window count is taken before LIMIT), so a page is one
// query; only a page past the end has no row to carry it and counts separately.
function preparePage(db: Database, where: SQL | undefined, name: string) {
  return db
    .select({ ...getTableColumns(villas), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(villas)
    .where(where)
    .orderBy(asc(villas.createdAt), asc(villas.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(name);
}

// The search runs on every visit of the home page: one prepared statement per combination of
// filters in use (and kind of caller), built on first use.
const pages = preparedFor(() => new Map<string, ReturnType<typeof preparePage>>());

export async function listVillas(
  db: Database,
  actor: Actor | null,
  filters: VillaFilters,
  paging: { page: number; limit: number },
  language: Language = DEFAULT_LANGUAGE,
): Promise<VillaPage> {
  const values: Record<string, unknown> = {};
  const where = villaConditions(actor, filters, <T>(name: string, value: T) => {
    values[name] = value;
    return sql.placeholder(name);
  });
  const shape = `${actor?.role ?? "PUBLIC"}:${Object.keys(values).join(",")}`;
  const statements = pages(db);
  let statement = statements.get(shape);
  if (!statement) {
    statement = preparePage(db, where, `list_villas_${createHash("sha1").update(shape).digest("hex").slice(0, 16)}`);
    statements.set(shape, statement);
  }
  const rows = await statement.execute({ ...values, limit: paging.limit, offset: (paging.page - 1) * paging.limit });
  const total =
    rows[0]?.total ??
    (paging.page > 1
      ? await countVillas(
          db,
          villaConditions(actor, filters, <T>(_name: string, value: T) => value),
        )
      : 0);
  return { items: rows.map(({ total: _total, ...villa }) => toVillaView(villa, language)), total };
}

async function countVillas(db: Database, where: SQL | undefined): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(villas).where(where);
  return totals?.total ?? 0;
}
