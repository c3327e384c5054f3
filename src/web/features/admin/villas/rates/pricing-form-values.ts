// The pricing form (DESIGN 7.1) as plain data, free of React so it is unit-tested: the form's values from the stored
// pricing, and the edit judged by the API's own rules (domain checkVillaPricing, includedGuestsIssue with the villa's
// capacity) into the PUT body or every field to fix. Inputs hold text as typed ("12,5" from a phone's keypad too).
import { checkVillaPricing, includedGuestsIssue, type RateIssue } from "../../../../../domain/rates/rate-rules.ts";
import type { VillaPricing } from "../../../../../domain/rates/villa-pricing.ts";

export type PricingField = keyof VillaPricing;

export interface PricingFormValues {
  baseRate: string;
  /** Empty: weekend nights cost the base rate. */
  weekendRate: string;
  weekendNights: number[];
  cleaningFee: string;
  serviceFeePercent: string;
  extraGuestFee: string;
  includedGuests: string;
  weeklyDiscountPercent: string;
  monthlyDiscountPercent: string;
  minStay: string;
  minNoticeDays: string;
  maxAdvanceDays: string;
}

/** The order of the form, for "focus the first field with a problem". */
export const PRICING_FIELDS = [
  "baseRate",
  "weekendRate",
  "weekendNights",
  "cleaningFee",
  "serviceFeePercent",
  "extraGuestFee",
  "includedGuests",
  "weeklyDiscountPercent",
  "monthlyDiscountPercent",
  "minStay",
  "minNoticeDays",
  "maxAdvanceDays",
] as const satisfies readonly PricingField[];

const TEXT_FIELDS = PRICING_FIELDS.filter(
  (field): field is Exclude<PricingField, "weekendNights"> => field !== "weekendNights",
);

export function pricingFormValuesOf(pricing: VillaPricing): PricingFormValues {
  return {
    baseRate: String(pricing.baseRate),
    weekendRate: pricing.weekendRate === null ? "" : String(pricing.weekendRate),
    weekendNights: [...pricing.weekendNights].sort((a, b) => a - b),
    cleaningFee: String(pricing.cleaningFee),
    serviceFeePercent: String(pricing.serviceFeePercent),
    extraGuestFee: String(pricing.extraGuestFee),
    includedGuests: String(pricing.includedGuests),
    weeklyDiscountPercent: String(pricing.weeklyDiscountPercent),
    monthlyDiscountPercent: String(pricing.monthlyDiscountPercent),
    minStay: String(pricing.minStay),
    minNoticeDays: String(pricing.minNoticeDays),
    maxAdvanceDays: String(pricing.maxAdvanceDays),
  };
}

/**
 * A typed number as the rules read it: a comma is the decimal mark of fr/ru/de keypads; an empty field is absent, so
 * the rules say what it needs rather than reading 0; anything else that is not a number stays text, which the rules
 * refuse with the field's own message.
 */
export function typedNumber(raw: string): number | string | undefined {
  const text = raw.trim().replace(",", ".");
  if (text === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : raw;
}

export type PricingCheck = { pricing: VillaPricing; issues: [] } | { pricing: null; issues: RateIssue[] };

/**
 * The edit judged by the API's rules. An empty optional field would take DESIGN's default on the server, which the
 * owner did not ask for (an emptied cleaning fee is not 150): every field but the weekend rate must be filled.
 */
export function checkPricingValues(values: PricingFormValues, maxGuests: number): PricingCheck {
  const input: Record<string, unknown> = { weekendNights: values.weekendNights };
  for (const field of TEXT_FIELDS) {
    const typed = typedNumber(values[field]);
    // "", not absent, for an empty required field: the rules refuse it instead of taking the default.
    input[field] = typed === undefined ? (field === "weekendRate" ? null : "") : typed;
  }
  const checked = checkVillaPricing(input);
  if (checked.value === null) return { pricing: null, issues: checked.issues };
  const tooMany = includedGuestsIssue(checked.value.includedGuests, maxGuests);
  if (tooMany) return { pricing: null, issues: [tooMany] };
  return { pricing: checked.value, issues: [] };
}

/** Whether the form differs from what is saved (the unsaved-changes question). */
export function samePricingValues(a: PricingFormValues, b: PricingFormValues): boolean {
  return (
    TEXT_FIELDS.every((field) => a[field].trim() === b[field].trim()) &&
    a.weekendNights.length === b.weekendNights.length &&
    a.weekendNights.every((day) => b.weekendNights.includes(day))
  );
}
