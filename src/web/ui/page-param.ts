// The `page` search parameter of a paged list, read leniently: anything that is not a whole number above 1 is
// the first page, left out of the address so every view has exactly one. No imports: the routes' validateSearch
// runs in the eagerly loaded bundle.
export function parsePage(raw: unknown): number | undefined {
  const value =
    typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(value) && value > 1 ? value : undefined;
}
