// The villa as the API returns it, the back-office create/edit payloads with SPEC 5 "Admin
// villa edit" rules, and the villa search query (SPEC 5 price range, amenities, dates).
import { z } from "zod";
import { issue, type RuleIssue } from "../rule-issue.ts";
import { checkStayDateShape } from "../stay.ts";
import {
  idSchema,
  optionalQueryEnum,
  paginationQuerySchema,
  queryBooleanSchema,
  queryIntSchema,
  reportIssues,
  timestampSchema,
} from "./common.ts";
import { VILLA_LIMITS, VILLA_MESSAGES, VILLA_TITLES } from "./villa-messages.ts";
export { VILLA_LIMITS, VILLA_MESSAGES, VILLA_TITLES } from "./villa-messages.ts";

export const VILLA_STATUSES = ["AVAILABLE", "UNAVAILABLE", "MAINTENANCE"] as const;
export type VillaStatus = (typeof VILLA_STATUSES)[number];

export const CITIES = ["Hurghada"] as const;
export type City = (typeof CITIES)[number];

export const DEFAULT_COUNTRY = "Egypt";

/** SPEC 3 amenity keys, first reading (search and filter). */
export const AMENITIES = [
  "wifi",
  "pool",
  "parking",
  "kitchen",
  "air_conditioning",
  "heating",
  "tv",
  "washing_machine",
  "dishwasher",
  "balcony",
  "garden",
  "terrace",
  "gym",
  "spa",
  "bbq",
  "fireplace",
  "hot_tub",
  "beach_access",
  "mountain_view",
  "city_view",
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const AMENITY_GROUPS: Record<
  "Basic" | "Comfort" | "Outdoor" | "Luxury" | "Views" | "Other",
  readonly Amenity[]
> = {
  Basic: ["wifi", "parking", "kitchen", "tv"],
  Comfort: ["air_conditioning", "heating", "washing_machine", "dishwasher"],
  Outdoor: ["pool", "balcony", "garden", "terrace", "bbq", "beach_access"],
  Luxury: ["gym", "spa", "hot_tub"],
  Views: ["mountain_view", "city_view"],
  Other: ["fireplace"],
};

export const POPULAR_AMENITIES: readonly Amenity[] = ["wifi", "pool", "parking", "kitchen", "air_conditioning"];

// SPEC 3: a second, longer list of snake_case keys is also in use but not shown, so a villa
// may carry any snake_case key, not only AMENITIES.
export const AMENITY_KEY_PATTERN = /^[a-z][a-z0-9_]{0,59}$/;

export const villaSchema = z.object({
  id: idSchema,
  ownerId: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  pricePerNight: z.number(),
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  amenities: z.array(z.string()),
  images: z.array(z.string()),
  /**
   * Public reads (GET /villas, /villas/{id}) only: for each image, the uploaded photo's alternative text in the
   * reader's language (English where missing), "" for a picture that is no upload or has no text.
   */
  imageAlts: z.array(z.string()).optional(),
  status: z.enum(VILLA_STATUSES),
  isActive: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export type Villa = z.infer<typeof villaSchema>;

/** An http(s) URL of at most 2048 characters. */
export function isValidImageUrl(raw: string): boolean {
  if (raw.length > VILLA_LIMITS.imageUrlMax) return false;
  // The app's own pictures (the seeded villa's "/images/villa/1.jpg") are site paths, not full URLs;
  // "//host" is a full URL in disguise and goes through the check below.
  if (/^\/(?!\/)\S*$/.test(raw)) return true;
  try {
    const url = new URL(raw);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The "add image" field of the villa form (SPEC 5: empty URL, duplicate). */
export function checkImageToAdd(raw: string, images: readonly string[]): RuleIssue | null {
  const url = raw.trim();
  if (url === "") return issue("images", "imageUrlRequired", VILLA_MESSAGES.imageUrlRequired);
  if (!isValidImageUrl(url)) return issue("images", "imageUrlInvalid", VILLA_MESSAGES.imageUrlInvalid);
  if (images.includes(url)) return issue("images", "imageDuplicate", VILLA_MESSAGES.imageDuplicate);
  if (images.length >= VILLA_LIMITS.imagesMax) return issue("images", "tooManyImages", VILLA_MESSAGES.tooManyImages);
  return null;
}

export interface VillaForm {
  title?: string | undefined;
  description?: string | null | undefined;
  address?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  pricePerNight?: number | string | undefined;
  maxGuests?: number | string | null | undefined;
  bedrooms?: number | string | null | undefined;
  bathrooms?: number | string | null | undefined;
  amenities?: readonly string[] | undefined;
  images?: readonly string[] | undefined;
}

// SPEC 5: an empty count becomes 1.
function countOf(raw: number | string | null | undefined): number {
  if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) return 1;
  return Number(raw);
}

function inRange(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

/**
 * SPEC 5 "Admin villa edit". With `partial` (an update), fields left undefined are not
 * checked, but a field sent blank still is.
 */
export function checkVillaEdit(form: VillaForm, { partial = false }: { partial?: boolean } = {}): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const present = (v: unknown) => !partial || v !== undefined;
  const blank = (["title", "address", "city"] as const).find((k) => present(form[k]) && (form[k] ?? "").trim() === "");
  if (blank) issues.push(issue(blank, "villaFieldsMissing", VILLA_MESSAGES.fieldsMissing, VILLA_TITLES.fieldsMissing));
  if ((form.title ?? "").trim().length > VILLA_LIMITS.titleMax) {
    issues.push(issue("title", "titleTooLong", VILLA_MESSAGES.titleTooLong));
  }
  if ((form.address ?? "").trim().length > VILLA_LIMITS.addressMax) {
    issues.push(issue("address", "addressTooLong", VILLA_MESSAGES.addressTooLong));
  }
  if ((form.description ?? "").trim().length > VILLA_LIMITS.descriptionMax) {
    issues.push(issue("description", "descriptionTooLong", VILLA_MESSAGES.descriptionTooLong));
  }
  const city = (form.city ?? "").trim();
  if (city !== "" && !(CITIES as readonly string[]).includes(city)) {
    issues.push(issue("city", "cityInvalid", VILLA_MESSAGES.cityInvalid));
  }
  if (form.country !== undefined) {
    const country = form.country.trim();
    if (country === "" || country.length > VILLA_LIMITS.countryMax) {
      issues.push(issue("country", "villaFieldsMissing", VILLA_MESSAGES.countryInvalid));
    }
  }
  if (present(form.pricePerNight)) {
    const raw = form.pricePerNight;
    const price = typeof raw === "string" && raw.trim() === "" ? Number.NaN : Number(raw);
    if (!Number.isFinite(price) || price <= 0) {
      issues.push(issue("pricePerNight", "priceInvalid", VILLA_MESSAGES.priceInvalid, VILLA_TITLES.priceInvalid));
    } else if (price > VILLA_LIMITS.priceMax) {
      issues.push(issue("pricePerNight", "priceInvalid", VILLA_MESSAGES.priceTooHigh, VILLA_TITLES.priceInvalid));
    } else if (Math.abs(Math.round(price * 100) - price * 100) > 1e-6) {
      // SPEC 5: the price step is 0.01.
      issues.push(issue("pricePerNight", "priceInvalid", VILLA_MESSAGES.priceStep, VILLA_TITLES.priceInvalid));
    }
  }
  const counts = [
    ["bedrooms", "bedroomsInvalid", VILLA_LIMITS.roomsMax, VILLA_MESSAGES.bedroomsInvalid],
    ["bathrooms", "bathroomsInvalid", VILLA_LIMITS.roomsMax, VILLA_MESSAGES.bathroomsInvalid],
    ["maxGuests", "maxGuestsInvalid", VILLA_LIMITS.guestsMax, VILLA_MESSAGES.maxGuestsInvalid],
  ] as const;
  for (const [field, rule, max, message] of counts) {
    if (form[field] !== undefined && !inRange(countOf(form[field]), 1, max)) issues.push(issue(field, rule, message));
  }
  if (form.amenities !== undefined) {
    if (form.amenities.length > VILLA_LIMITS.amenitiesMax) {
      issues.push(issue("amenities", "tooManyAmenities", VILLA_MESSAGES.tooManyAmenities));
    } else if (form.amenities.some((a) => !AMENITY_KEY_PATTERN.test(a))) {
      issues.push(issue("amenities", "amenityInvalid", VILLA_MESSAGES.amenityInvalid));
    }
  }
  if (form.images !== undefined) {
    if (form.images.length > VILLA_LIMITS.imagesMax) {
      issues.push(issue("images", "tooManyImages", VILLA_MESSAGES.tooManyImages));
    } else if (form.images.some((u) => !isValidImageUrl(u))) {
      issues.push(issue("images", "imageUrlInvalid", VILLA_MESSAGES.imageUrlInvalid));
    } else if (new Set(form.images).size !== form.images.length) {
      issues.push(issue("images", "imageDuplicate", VILLA_MESSAGES.imageDuplicate));
    }
  }
  return issues;
}

const emptyCountToOne = (v: unknown) => (v === "" || v === null ? 1 : v);
const count = z.preprocess(emptyCountToOne, z.number({ error: "Expected a number" }));
const text = (missing: string) => z.string({ error: missing }).trim();

export const villaCreateBodySchema = z
  .object({
    title: text(VILLA_MESSAGES.fieldsMissing),
    // SPEC 5: an empty description is omitted.
    description: z
      .string()
      .trim()
      .nullable()
      .optional()
      .transform((d) => (d ? d : undefined)),
    address: text(VILLA_MESSAGES.fieldsMissing),
    city: text(VILLA_MESSAGES.fieldsMissing),
    country: text(VILLA_MESSAGES.countryInvalid).default(DEFAULT_COUNTRY),
    pricePerNight: z.number({ error: VILLA_MESSAGES.priceInvalid }),
    maxGuests: count.default(1),
    bedrooms: count.default(1),
    bathrooms: count.default(1),
    amenities: z.array(z.string().trim()).default([]),
    images: z.array(z.string().trim()).default([]),
    status: z.enum(VILLA_STATUSES).default("AVAILABLE"),
    isActive: z.boolean().default(true),
  })
  .superRefine((body, ctx) => reportIssues(ctx, checkVillaEdit(body)));

export type VillaCreateBody = z.infer<typeof villaCreateBodySchema>;

export const villaUpdateBodySchema = z
  .object({
    title: z.string().trim().optional(),
    // An empty description clears it (null), an absent one leaves it as it is.
    description: z
      .string()
      .trim()
      .nullable()
      .optional()
      .transform((d) => (d === undefined ? undefined : d === "" || d === null ? null : d)),
    address: z.string().trim().optional(),
    city: z.string().trim().optional(),
    country: z.string().trim().optional(),
    pricePerNight: z.number({ error: VILLA_MESSAGES.priceInvalid }).optional(),
    maxGuests: count.optional(),
    bedrooms: count.optional(),
    bathrooms: count.optional(),
    amenities: z.array(z.string().trim()).optional(),
    images: z.array(z.string().trim()).optional(),
    status: z.enum(VILLA_STATUSES).optional(),
    isActive: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (Object.values(body).every((v) => v === undefined)) {
      ctx.addIssue({ code: "custom", message: VILLA_MESSAGES.updateDataRequired, path: [] });
      return;
    }
    reportIssues(ctx, checkVillaEdit(body, { partial: true }));
  });

export type VillaUpdateBody = z.infer<typeof villaUpdateBodySchema>;

/** SPEC 5: min and max not negative and min not above max. */
export function checkPriceRange(minPrice: number | undefined, maxPrice: number | undefined): RuleIssue | null {
  const bad =
    (minPrice !== undefined && minPrice < 0) ||
    (maxPrice !== undefined && maxPrice < 0) ||
    (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice);
  return bad ? issue("minPrice", "priceRangeInvalid", VILLA_MESSAGES.priceRangeInvalid) : null;
}

const absentIfEmpty = (v: unknown) => (v === "" ? undefined : v);

const queryPrice = z.preprocess(absentIfEmpty, z.coerce.number({ error: "Expected a number" }).optional());

export const villaListQuerySchema = paginationQuerySchema(10)
  .extend({
    // Comma-joined keys (SPEC 7). Present but empty is refused: SPEC 5 "At least one amenity".
    amenities: z
      .string()
      .max(2000)
      .transform((s) =>
        s
          .split(",")
          .map((a) => a.trim())
          .filter((a) => a !== ""),
      )
      .optional(),
    checkIn: z.preprocess(absentIfEmpty, z.string().max(32).optional()),
    checkOut: z.preprocess(absentIfEmpty, z.string().max(32).optional()),
    city: optionalQueryEnum(CITIES),
    maxGuests: z.preprocess(absentIfEmpty, queryIntSchema(1, VILLA_LIMITS.guestsMax).optional()),
    status: optionalQueryEnum(VILLA_STATUSES),
    isActive: z.preprocess(absentIfEmpty, queryBooleanSchema.optional()),
    minPrice: queryPrice,
    maxPrice: queryPrice,
    // The public texts' language (DESIGN 7.3); the server reduces it to a supported one.
    lang: z.string().max(35).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.amenities !== undefined) {
      if (q.amenities.length === 0) {
        reportIssues(ctx, [issue("amenities", "amenityRequired", VILLA_MESSAGES.amenityRequired)]);
      } else if (
        q.amenities.length > VILLA_LIMITS.amenitiesMax ||
        q.amenities.some((a) => !AMENITY_KEY_PATTERN.test(a))
      ) {
        reportIssues(ctx, [issue("amenities", "amenityInvalid", VILLA_MESSAGES.amenityInvalid)]);
      }
    }
    const range = checkPriceRange(q.minPrice, q.maxPrice);
    if (range) reportIssues(ctx, [range]);
    // Dates filter only as a pair; past and 2-year rules need today and run in the handler.
    if (q.checkIn !== undefined || q.checkOut !== undefined) {
      reportIssues(ctx, checkStayDateShape({ checkIn: q.checkIn, checkOut: q.checkOut }, "search"));
    }
  });

export type VillaListQuery = z.infer<typeof villaListQuerySchema>;
