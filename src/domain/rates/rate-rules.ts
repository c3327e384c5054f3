// The rules of a pricing edit and of a season edit (DESIGN 7.1): the owner's forms check an edit with the very rules
// the API applies (schemas/rates.ts runs these same checks). No zod here, so the forms bring no schema library. Each
// check takes the whole payload as it came (a missing field, a wrong type and a bad value get the same message) and
// returns it as stored, or every field to fix. Overlaps between seasons need the stored ones: seasons.ts seasonClash.
import { daysBetween, isIsoDate } from "../dates.ts";
import { includedGuestsText, RATE_LIMITS, RATE_RULE_TEXT, type RateRuleKey } from "./rate-messages.ts";
import type { Season } from "./seasons.ts";
import { defaultPricing, type VillaPricing } from "./villa-pricing.ts";

export interface RateIssue {
  path: string;
  rule: RateRuleKey;
  message: string;
}

export type RateCheck<T> = { value: T; issues: [] } | { value: null; issues: RateIssue[] };

const isCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const isAmount = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isFinite(v) && v >= min && v <= max && isCents(v);
const isRate = (v: unknown): v is number => isAmount(v, 0.01, RATE_LIMITS.rateMax);
const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;
const isWeekdays = (v: unknown, { nonEmpty }: { nonEmpty: boolean }): v is number[] =>
  Array.isArray(v) &&
  v.length <= 7 &&
  (!nonEmpty || v.length > 0) &&
  v.every((d) => isWhole(d, 0, 6)) &&
  new Set(v).size === v.length;
const sortedDays = (days: readonly number[]) => [...days].sort((a, b) => a - b);

function collector() {
  const issues: RateIssue[] = [];
  const report = (path: string, rule: RateRuleKey) => issues.push({ path, rule, message: RATE_RULE_TEXT[rule] });
  return { issues, report };
}

/** includedGuests within the villa's own capacity, which only the server knows; the issue in the villa's range. */
export function includedGuestsIssue(includedGuests: number, maxGuests: number): RateIssue | null {
  if (includedGuests <= maxGuests) return null;
  return { path: "includedGuests", rule: "includedGuestsInvalid", message: includedGuestsText(maxGuests) };
}

/**
 * A villa's pricing as PUT: baseRate and includedGuests are required, every other field takes DESIGN's default when
 * absent (weekendRate null, Friday and Saturday nights, 150 cleaning, 5% service, no discounts, 1 night, no notice,
 * 730 days). includedGuests above the villa's maxGuests is the server's to refuse (includedGuestsIssue).
 */
export function checkVillaPricing(input: Record<string, unknown>): RateCheck<VillaPricing> {
  const { issues, report } = collector();
  const defaults = defaultPricing(1, 1);
  const given = <K extends keyof VillaPricing>(key: K): unknown =>
    input[key] === undefined ? defaults[key] : input[key];
  const p = {
    baseRate: input.baseRate,
    weekendRate: input.weekendRate ?? null,
    weekendNights: given("weekendNights"),
    cleaningFee: given("cleaningFee"),
    serviceFeePercent: given("serviceFeePercent"),
    extraGuestFee: given("extraGuestFee"),
    includedGuests: input.includedGuests,
    weeklyDiscountPercent: given("weeklyDiscountPercent"),
    monthlyDiscountPercent: given("monthlyDiscountPercent"),
    minStay: given("minStay"),
    minNoticeDays: given("minNoticeDays"),
    maxAdvanceDays: given("maxAdvanceDays"),
  };
  if (!isRate(p.baseRate)) report("baseRate", "rateInvalid");
  if (p.weekendRate !== null && !isRate(p.weekendRate)) report("weekendRate", "rateInvalid");
  if (!isWeekdays(p.weekendNights, { nonEmpty: false })) report("weekendNights", "weekendNightsInvalid");
  for (const key of ["cleaningFee", "extraGuestFee"] as const) {
    if (!isAmount(p[key], 0, RATE_LIMITS.feeMax)) report(key, "feeInvalid");
  }
  for (const key of ["serviceFeePercent", "weeklyDiscountPercent", "monthlyDiscountPercent"] as const) {
    if (!isWhole(p[key], 0, RATE_LIMITS.percentMax)) report(key, "percentInvalid");
  }
  if (!isWhole(p.includedGuests, 1, RATE_LIMITS.guestsMax)) report("includedGuests", "includedGuestsInvalid");
  if (!isWhole(p.minStay, 1, RATE_LIMITS.minStayMax)) report("minStay", "minStayInvalid");
  const noticeOk = isWhole(p.minNoticeDays, 0, RATE_LIMITS.minNoticeMax);
  const advanceOk = isWhole(p.maxAdvanceDays, 1, RATE_LIMITS.maxAdvanceMax);
  if (!noticeOk) report("minNoticeDays", "minNoticeInvalid");
  if (!advanceOk) report("maxAdvanceDays", "maxAdvanceInvalid");
  if (noticeOk && advanceOk && (p.minNoticeDays as number) >= (p.maxAdvanceDays as number)) {
    report("minNoticeDays", "noticeBeyondAdvance");
  }
  if (issues.length > 0) return { value: null, issues };
  const pricing = p as VillaPricing;
  return { value: { ...pricing, weekendNights: sortedDays(pricing.weekendNights) }, issues: [] };
}

/** A season as POST or PUT: name, dates and nightly rate required; the rest absent or null means "the villa's". */
export function checkSeason(input: Record<string, unknown>): RateCheck<Season> {
  const { issues, report } = collector();
  const { name, startDate, endDate, nightlyRate } = input;
  const weekendRate = input.weekendRate ?? null;
  const minStay = input.minStay ?? null;
  const arrivalDays = input.arrivalDays ?? null;
  const departureDays = input.departureDays ?? null;
  const trimmed = typeof name === "string" ? name.trim() : "";
  if (trimmed === "") report("name", "seasonNameRequired");
  else if (trimmed.length > RATE_LIMITS.seasonNameMax) report("name", "seasonNameTooLong");
  if (!isIsoDate(startDate)) report("startDate", "startDateInvalid");
  if (!isIsoDate(endDate)) report("endDate", "endDateInvalid");
  if (isIsoDate(startDate) && isIsoDate(endDate)) {
    const nights = daysBetween(startDate, endDate);
    if (nights < 1) report("endDate", "seasonEndNotAfterStart");
    else if (nights > RATE_LIMITS.seasonNightsMax) report("endDate", "seasonTooLong");
  }
  if (!isRate(nightlyRate)) report("nightlyRate", "rateInvalid");
  if (weekendRate !== null && !isRate(weekendRate)) report("weekendRate", "rateInvalid");
  if (minStay !== null && !isWhole(minStay, 1, RATE_LIMITS.minStayMax)) report("minStay", "minStayInvalid");
  if (arrivalDays !== null && !isWeekdays(arrivalDays, { nonEmpty: true })) report("arrivalDays", "arrivalDaysInvalid");
  if (departureDays !== null && !isWeekdays(departureDays, { nonEmpty: true })) {
    report("departureDays", "departureDaysInvalid");
  }
  if (issues.length > 0) return { value: null, issues };
  return {
    value: {
      name: trimmed,
      startDate: startDate as string,
      endDate: endDate as string,
      nightlyRate: nightlyRate as number,
      weekendRate: weekendRate as number | null,
      minStay: minStay as number | null,
      arrivalDays: arrivalDays === null ? null : sortedDays(arrivalDays as number[]),
      departureDays: departureDays === null ? null : sortedDays(departureDays as number[]),
    },
    issues: [],
  };
}
