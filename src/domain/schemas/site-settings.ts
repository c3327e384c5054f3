// GET and PUT /settings/site (DESIGN 7.3): the settings as the API returns them and the edit's body, checked by the
// zod-free rules of site-settings-rules.ts, which the back-office form runs too.
import { z } from "zod";
import type { SiteSettings } from "../site-settings.ts";
import { checkSiteSettings } from "../site-settings-rules.ts";
import { idSchema } from "./common.ts";

export * from "../site-settings.ts";

export const siteSettingsSchema: z.ZodType<SiteSettings> = z.object({
  mainVillaId: idSchema.nullable(),
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string().nullable(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  tourVideoUrl: z.string().nullable(),
  hostPhotoUrl: z.string().nullable(),
});

// Every field is read as it comes and judged by the shared rules, so a missing field, a wrong type and a bad value
// get the same message, and one answer lists every field to fix. The caps only bound what is parsed.
const loose = (max: number) =>
  z
    .string()
    .max(max * 2)
    .nullable()
    .optional();

export const siteSettingsBodySchema = z
  .object({
    mainVillaId: loose(36),
    phone: loose(40),
    email: loose(254),
    whatsapp: loose(40),
    address: loose(300),
    latitude: z.union([z.number(), z.string().max(40)]).optional(),
    longitude: z.union([z.number(), z.string().max(40)]).optional(),
    tourVideoUrl: loose(2000),
    hostPhotoUrl: loose(2000),
  })
  .transform((body, ctx) => {
    const checked = checkSiteSettings(body);
    for (const i of checked.issues) ctx.addIssue({ code: "custom", message: i.message, path: [i.path] });
    return checked.settings ?? z.NEVER;
  });

export type SiteSettingsBody = z.input<typeof siteSettingsBodySchema>;
