// Building blocks shared by every schema: ids, dates, query-string coercion, pagination and
// the DESIGN 4 response envelopes, plus the bridge from RuleIssue checks into zod issues.
import { z } from "zod";
import { isIsoDate } from "../dates.ts";
import { ERROR_CODES, type ErrorCode } from "../errors.ts";
import type { RuleIssue } from "../rule-issue.ts";

export const MAX_PAGE_LIMIT = 100;

export const isoDateSchema = z
  .string({ error: "Invalid date format" })
  .refine((s) => isIsoDate(s), { error: "Invalid date format" });

/** A UUID as PostgreSQL prints it (any version, so hand-written seed ids pass too). */
export const idSchema = z.guid({ error: "Invalid id" });

/** An instant as an ISO 8601 string; the server maps Date columns with toISOString(). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** Add the issues of a RuleIssue check to a zod refinement, keeping SPEC's messages. */
export function reportIssues(ctx: z.RefinementCtx, issues: readonly Pick<RuleIssue, "path" | "message">[]): void {
  for (const i of issues) {
    ctx.addIssue({ code: "custom", message: i.message, path: i.path === "" ? [] : i.path.split(".") });
  }
}

/** A query-string boolean: "true"/"1" and "false"/"0" (z.coerce.boolean would read "false" as true). */
export const queryBooleanSchema = z.preprocess(
  (v) => {
    if (v === "true" || v === "1") return true;
    if (v === "false" || v === "0") return false;
    return v;
  },
  z.boolean({ error: "Expected true or false" }),
);

/** A query-string integer ("2" → 2). */
export function queryIntSchema(min: number, max: number) {
  return z.coerce
    .number({ error: "Expected a number" })
    .int({ error: "Expected a whole number" })
    .min(min, { error: `Must be at least ${min}` })
    .max(max, { error: `Must be at most ${max}` });
}

/** An optional free-text query value; an empty value counts as absent. */
export function optionalQueryText(max: number) {
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .trim()
      .max(max, { error: `Must be at most ${max} characters` })
      .optional(),
  );
}

/** An optional enum query value; an empty value counts as absent. */
export function optionalQueryEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((v) => (v === "" ? undefined : v), z.enum(values).optional());
}

export const sortOrderSchema = z.enum(["asc", "desc"]).default("desc");

export function paginationQuerySchema(defaultLimit: number) {
  return z.object({
    page: queryIntSchema(1, 1_000_000).default(1),
    limit: queryIntSchema(1, MAX_PAGE_LIMIT).default(defaultLimit),
  });
}

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});

export type Pagination = z.infer<typeof paginationSchema>;

export function successEnvelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({ success: z.literal(true), data: dataSchema, message: z.string().optional() });
}

export function paginatedEnvelope<T extends z.ZodType>(itemSchema: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(itemSchema),
    message: z.string().optional(),
    pagination: paginationSchema,
  });
}

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  errors: z.array(fieldErrorSchema).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
