// A season's form (DESIGN 7.1) as plain data: the values of a new or a stored season, and the edit judged by the
// API's own rules (domain checkSeason) into the POST/PUT body or every field to fix. The owner enters the season's
// first night and its last night, as a calendar reads; the API's endDate is the day after the last night
// (exclusive, like a stay's check-out), so the form adds that day itself and never asks the owner to.
import { addDays, isIsoDate } from "../../../../../domain/dates.ts";
import { checkSeason, type RateIssue } from "../../../../../domain/rates/rate-rules.ts";
import type { Season } from "../../../../../domain/rates/seasons.ts";
import type { StoredSeason } from "../../../../../domain/schemas/rates.ts";
import { typedNumber } from "./pricing-form-values.ts";

export interface SeasonFormValues {
  name: string;
  startDate: string;
  /** The season's last night (the API's endDate minus one day). */
  lastNight: string;
  nightlyRate: string;
  /** Empty: the nightly rate on weekend nights too. */
  weekendRate: string;
  /** Empty: the villa's minimum stay. */
  minStay: string;
  /** Off: any weekday. */
  limitArrival: boolean;
  arrivalDays: number[];
  limitDeparture: boolean;
  departureDays: number[];
}

/** The form's fields: the API's paths, except that the owner types the last night where the API has endDate. */
export type SeasonField =
  "name" | "startDate" | "lastNight" | "nightlyRate" | "weekendRate" | "minStay" | "arrivalDays" | "departureDays";

export const SEASON_FIELDS: readonly SeasonField[] = [
  "name",
  "startDate",
  "lastNight",
  "nightlyRate",
  "weekendRate",
  "minStay",
  "arrivalDays",
  "departureDays",
];

/** An API path to the form's field that shows its problem. */
export function seasonFieldOf(path: string): SeasonField | null {
  if (path === "endDate") return "lastNight";
  return (SEASON_FIELDS as readonly string[]).includes(path) ? (path as SeasonField) : null;
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

export function emptySeasonValues(): SeasonFormValues {
  return {
    name: "",
    startDate: "",
    lastNight: "",
    nightlyRate: "",
    weekendRate: "",
    minStay: "",
    limitArrival: false,
    arrivalDays: [...ALL_DAYS],
    limitDeparture: false,
    departureDays: [...ALL_DAYS],
  };
}

export function seasonFormValuesOf(season: StoredSeason): SeasonFormValues {
  return {
    name: season.name,
    startDate: season.startDate,
    lastNight: addDays(season.endDate, -1),
    nightlyRate: String(season.nightlyRate),
    weekendRate: season.weekendRate === null ? "" : String(season.weekendRate),
    minStay: season.minStay === null ? "" : String(season.minStay),
    limitArrival: season.arrivalDays !== null,
    arrivalDays: season.arrivalDays ? [...season.arrivalDays] : [...ALL_DAYS],
    limitDeparture: season.departureDays !== null,
    departureDays: season.departureDays ? [...season.departureDays] : [...ALL_DAYS],
  };
}

export type SeasonCheck = { season: Season; issues: [] } | { season: null; issues: RateIssue[] };

/** The edit judged by the API's rules; each issue's path is the form's field (lastNight for the API's endDate). */
export function checkSeasonValues(values: SeasonFormValues): SeasonCheck {
  const nightly = typedNumber(values.nightlyRate);
  const input: Record<string, unknown> = {
    name: values.name,
    startDate: values.startDate,
    endDate: isIsoDate(values.lastNight) ? addDays(values.lastNight, 1) : values.lastNight,
    nightlyRate: nightly ?? "",
    weekendRate: typedNumber(values.weekendRate) ?? null,
    minStay: typedNumber(values.minStay) ?? null,
    arrivalDays: values.limitArrival ? values.arrivalDays : null,
    departureDays: values.limitDeparture ? values.departureDays : null,
  };
  const checked = checkSeason(input);
  if (checked.value !== null) return { season: checked.value, issues: [] };
  // "The season must end after it starts" reads as well of a last night before the first one.
  const issues = checked.issues.map((issue) => (issue.path === "endDate" ? { ...issue, path: "lastNight" } : issue));
  return { season: null, issues };
}
