// An uploaded photo as the API answers (POST/GET/PUT /api/media) and the body that changes its alternative texts.
import { z } from "zod";
import { MEDIA_ALT_MAX, MEDIA_FORMATS } from "../media.ts";
import { idSchema } from "./common.ts";

const altText = z
  .string()
  .trim()
  .max(MEDIA_ALT_MAX, { error: `Must be at most ${MEDIA_ALT_MAX} characters` })
  .default("");

/** What a screen reader says for the photo, per interface language; "" where not written. */
export const mediaAltSchema = z.object({ en: z.string(), fr: z.string(), ru: z.string(), de: z.string() });
export type MediaAlt = z.infer<typeof mediaAltSchema>;

export const mediaVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(MEDIA_FORMATS),
  url: z.string(),
});

export const mediaSchema = z.object({
  id: idSchema,
  /** Of the largest variant (`url`). */
  width: z.number().int(),
  height: z.number().int(),
  /** The largest JPEG: what a villa stores in its images. */
  url: z.string(),
  variants: z.array(mediaVariantSchema),
  alt: mediaAltSchema,
});
export type Media = z.infer<typeof mediaSchema>;

/** PUT /api/media/{id}: each text trimmed, at most MEDIA_ALT_MAX characters; a language left out is "". */
export const mediaAltBodySchema = z.object({
  alt: z.object({ en: altText, fr: altText, ru: altText, de: altText }),
});
export type MediaAltBody = z.infer<typeof mediaAltBodySchema>;
