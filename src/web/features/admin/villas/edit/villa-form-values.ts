// The villa edit form as plain data (SPEC 5 "Admin villa edit"), free of React so it is unit-tested: the form's
// values from a villa, which fields the owner changed, the domain's checks on those fields, and the PUT body.
//
// Only changed fields are checked and sent (PUT /villas/{id} changes only the fields sent). A villa may hold
// values today's rules no longer accept — a seeded villa's site-relative pictures ("/images/villa/1.jpg") or a
// city outside the fixed list — and an edit of its description must not be refused for them. A field the owner
// touches is checked in full.
import type { RuleIssue } from "../../../../../domain/rule-issue.ts";
import { checkVillaEdit, type Villa, type VillaForm, type VillaStatus } from "../../../../../domain/schemas/villa.ts";

export interface VillaFormValues {
  title: string;
  description: string;
  address: string;
  city: string;
  country: string;
  /** Inputs hold text; the check and the payload turn it into numbers. */
  pricePerNight: string;
  bedrooms: string;
  bathrooms: string;
  maxGuests: string;
  status: VillaStatus;
  isActive: boolean;
  amenities: string[];
  images: string[];
}

export type VillaField = keyof VillaFormValues;

/** The order of the form, for "focus the first field with a problem". */
export const VILLA_FIELDS: readonly VillaField[] = [
  "title",
  "description",
  "address",
  "city",
  "country",
  "bedrooms",
  "bathrooms",
  "maxGuests",
  "pricePerNight",
  "status",
  "isActive",
  "amenities",
  "images",
];

const REQUIRED = ["title", "address", "city"] as const satisfies readonly VillaField[];

export interface VillaUpdatePayload {
  title?: string;
  /** null clears the description. */
  description?: string | null;
  address?: string;
  city?: string;
  country?: string;
  pricePerNight?: number;
  maxGuests?: number;
  bedrooms?: number;
  bathrooms?: number;
  amenities?: string[];
  images?: string[];
  status?: VillaStatus;
  isActive?: boolean;
}

export function formValuesOf(villa: Villa): VillaFormValues {
  return {
    title: villa.title,
    description: villa.description ?? "",
    address: villa.address,
    city: villa.city,
    country: villa.country,
    pricePerNight: String(villa.pricePerNight),
    bedrooms: String(villa.bedrooms),
    bathrooms: String(villa.bathrooms),
    maxGuests: String(villa.maxGuests),
    status: villa.status,
    isActive: villa.isActive,
    amenities: [...villa.amenities],
    images: [...villa.images],
  };
}

/** SPEC 5: an empty bedrooms, bathrooms or guests field becomes 1. */
export function countValue(raw: string): number {
  return raw.trim() === "" ? 1 : Number(raw);
}

function priceValue(raw: string): number {
  return raw.trim() === "" ? Number.NaN : Number(raw);
}

// One comparable text per field: "150" and "150.00" are the same price, an emptied bedrooms field is 1, the
// amenities are a set (ticking one off and on again is no change), the pictures a sequence (order is meaning).
function canonical(values: VillaFormValues, field: VillaField): string {
  switch (field) {
    case "pricePerNight": {
      const price = priceValue(values.pricePerNight);
      return Number.isFinite(price) ? String(price) : `raw:${values.pricePerNight}`;
    }
    case "bedrooms":
    case "bathrooms":
    case "maxGuests": {
      const count = countValue(values[field]);
      return Number.isFinite(count) ? String(count) : `raw:${values[field]}`;
    }
    case "amenities":
      return JSON.stringify([...values.amenities].sort());
    case "images":
      return JSON.stringify(values.images);
    case "status":
      return values.status;
    case "isActive":
      return String(values.isActive);
    default:
      return values[field].trim();
  }
}

export function changedFields(original: VillaFormValues, current: VillaFormValues): VillaField[] {
  return VILLA_FIELDS.filter((field) => canonical(original, field) !== canonical(current, field));
}

/** The SPEC 5 checks (domain `checkVillaEdit`) on the fields the owner changed. */
export function checkVillaForm(original: VillaFormValues, current: VillaFormValues): RuleIssue[] {
  const form: VillaForm = {};
  for (const field of changedFields(original, current)) {
    switch (field) {
      case "status":
      case "isActive":
        break; // a select and a switch: always a valid choice
      case "amenities":
      case "images":
        form[field] = current[field];
        break;
      case "description":
        form.description = current.description;
        break;
      default:
        form[field] = current[field];
    }
  }
  return checkVillaEdit(form, { partial: true });
}

/** The PUT body: the changed fields, trimmed and as numbers; an emptied description is sent as null (cleared). */
export function villaUpdatePayload(original: VillaFormValues, current: VillaFormValues): VillaUpdatePayload {
  const payload: VillaUpdatePayload = {};
  for (const field of changedFields(original, current)) {
    switch (field) {
      case "description": {
        const description = current.description.trim();
        payload.description = description === "" ? null : description;
        break;
      }
      case "pricePerNight":
        payload.pricePerNight = priceValue(current.pricePerNight);
        break;
      case "bedrooms":
      case "bathrooms":
      case "maxGuests":
        payload[field] = countValue(current[field]);
        break;
      case "amenities":
      case "images":
        payload[field] = [...current[field]];
        break;
      case "status":
        payload.status = current.status;
        break;
      case "isActive":
        payload.isActive = current.isActive;
        break;
      default:
        payload[field] = current[field].trim();
    }
  }
  return payload;
}

/**
 * Which fields to mark, and with what. The domain names the first blank required field; every blank one is
 * marked, so the owner sees all of them at once.
 */
export function fieldIssues(
  issues: readonly RuleIssue[],
  current: VillaFormValues,
): Partial<Record<VillaField, RuleIssue>> {
  const result: Partial<Record<VillaField, RuleIssue>> = {};
  const isField = (path: string): path is VillaField => (VILLA_FIELDS as readonly string[]).includes(path);
  for (const item of issues) {
    if (item.rule === "villaFieldsMissing" && (REQUIRED as readonly string[]).includes(item.path)) {
      for (const field of REQUIRED) {
        if (current[field].trim() === "") result[field] ??= item;
      }
    }
    if (isField(item.path)) result[item.path] ??= item;
  }
  return result;
}

/** The first field, in form order, that has a problem. */
export function firstField(fields: Partial<Record<VillaField, unknown>>): VillaField | undefined {
  return VILLA_FIELDS.find((field) => fields[field] !== undefined);
}
