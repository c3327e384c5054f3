// GET|PUT /api/villas/{id}/content (DESIGN 7.3): the villa's texts per language and its guests' stay details. The
// rules are villa-content.ts's; this adds the shapes, with outer bounds that keep a hostile body's work small.
import { z } from "zod";
import {
  checkVillaContent,
  DEFAULT_REVEAL_DAYS_BEFORE_ARRIVAL,
  VILLA_CONTENT_LIMITS,
  type VillaContent,
} from "../villa-content.ts";
import { reportIssues } from "./common.ts";

// Twice the longest text any field allows: the rule then answers with the field's own message.
const TEXT_BOUND = VILLA_CONTENT_LIMITS.descriptionMax * 2;
const SHORT_BOUND = 1000;

const localizedTextSchema = z
  .object({
    en: z.string().max(TEXT_BOUND),
    fr: z.string().max(TEXT_BOUND),
    ru: z.string().max(TEXT_BOUND),
    de: z.string().max(TEXT_BOUND),
  })
  .partial()
  .strict();

const optionalText = z.string().max(SHORT_BOUND).nullable().default(null);
const optionalNumber = z.number().nullable().default(null);

/** The whole content, as PUT replaces it; fields left out take their empty value. */
export const villaContentBodySchema = z
  .object({
    title: localizedTextSchema,
    description: localizedTextSchema.default({}),
    address: localizedTextSchema,
    arrivalInstructions: localizedTextSchema.default({}),
    houseRules: localizedTextSchema.default({}),
    checkOutSteps: localizedTextSchema.default({}),
    wifiNetwork: optionalText,
    wifiPassword: optionalText,
    accessCode: optionalText,
    revealDaysBeforeArrival: z.number().default(DEFAULT_REVEAL_DAYS_BEFORE_ARRIVAL),
    phone: optionalText,
    whatsapp: optionalText,
    latitude: optionalNumber,
    longitude: optionalNumber,
  })
  .strict()
  .superRefine((content, ctx) => reportIssues(ctx, checkVillaContent(content)));

const storedTextSchema = z.object({
  en: z.string().optional(),
  fr: z.string().optional(),
  ru: z.string().optional(),
  de: z.string().optional(),
});

/** The content as the owner reads it back. */
export const villaContentSchema = z.object({
  title: storedTextSchema,
  description: storedTextSchema,
  address: storedTextSchema,
  arrivalInstructions: storedTextSchema,
  houseRules: storedTextSchema,
  checkOutSteps: storedTextSchema,
  wifiNetwork: z.string().nullable(),
  wifiPassword: z.string().nullable(),
  accessCode: z.string().nullable(),
  revealDaysBeforeArrival: z.number().int(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
}) satisfies z.ZodType<VillaContent>;
