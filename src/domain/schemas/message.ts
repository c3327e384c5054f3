// The API side of the messages that reach the owner: one POST /messages body discriminated by `kind`
// (contact message or practical-info question, checked by the rules of message-rules.ts), the stored
// message as the back office reads it, and its queries.
import { z } from "zod";
import { EMAIL_MAX_LENGTH, normalizeEmail } from "../email.ts";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "../languages.ts";
import {
  checkContactForm,
  checkQuestionForm,
  MESSAGE_KINDS,
  MESSAGE_LIMITS,
  MESSAGE_RULE_TEXT,
  MESSAGE_SOURCES,
  type MessageIssue,
  type MessageRuleKey,
  type MessageSource,
  type QuestionFormInput,
} from "../message-rules.ts";
import { idSchema, paginationQuerySchema, queryBooleanSchema, timestampSchema } from "./common.ts";

export * from "../message-rules.ts";

const trimmed = (v: string | null | undefined): string => (typeof v === "string" ? v.trim() : "");

// A field that already failed its type check carries that rule's message; it is not reported twice.
function report(ctx: z.RefinementCtx, issues: readonly MessageIssue[]): void {
  const failed = new Set(ctx.issues.map((i) => String(i.path?.[0] ?? "")));
  for (const i of issues) {
    if (!failed.has(i.path)) ctx.addIssue({ code: "custom", message: i.message, path: [i.path] });
  }
}

// Run the shared rules even after a type failure, so one answer lists every field to fix.
const always = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

// Absent fields pass the type check and meet the shared rules in superRefine, so a missing field
// and an empty one get the same message; a value of the wrong type gets that message too.
// The hard cap (twice the limit, before trimming) only bounds what is parsed; the limit itself
// applies to the trimmed text in the shared rules, exactly as the browser counts it.
const text = (required: MessageRuleKey, tooLong: MessageRuleKey, max: number) =>
  z
    .string({ error: MESSAGE_RULE_TEXT[required] })
    .max(max * 2, { error: MESSAGE_RULE_TEXT[tooLong] })
    .optional();
const languageField = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? DEFAULT_LANGUAGE : v),
  z.enum(SUPPORTED_LANGUAGES, { error: "Unsupported language" }),
);

export const contactMessageBodySchema = z
  .object({
    kind: z.literal("CONTACT"),
    name: text("nameRequired", "nameTooLong", MESSAGE_LIMITS.nameMax),
    email: text("emailRequired", "emailInvalid", EMAIL_MAX_LENGTH),
    subject: text("subjectTooLong", "subjectTooLong", MESSAGE_LIMITS.subjectMax).nullable(),
    message: text("messageRequired", "messageTooLong", MESSAGE_LIMITS.textMax),
    language: languageField,
  })
  .superRefine((body, ctx) => report(ctx, checkContactForm(body)), always)
  .transform((body) => ({
    kind: body.kind,
    name: trimmed(body.name),
    email: normalizeEmail(body.email ?? ""),
    subject: trimmed(body.subject) === "" ? null : trimmed(body.subject),
    message: trimmed(body.message),
    language: body.language,
  }));

export const questionMessageBodySchema = z
  .object({
    kind: z.literal("QUESTION"),
    name: text("nameRequired", "nameTooLong", MESSAGE_LIMITS.nameMax),
    email: text("emailRequired", "emailInvalid", EMAIL_MAX_LENGTH),
    source: z.enum(MESSAGE_SOURCES, { error: MESSAGE_RULE_TEXT.sourceRequired }).optional(),
    question: text("questionRequired", "questionTooLong", MESSAGE_LIMITS.textMax),
    consent: z.boolean({ error: MESSAGE_RULE_TEXT.consentRequired }).optional(),
    language: languageField,
  })
  .superRefine((body, ctx) => report(ctx, checkQuestionForm(body as QuestionFormInput)), always)
  .transform((body) => ({
    kind: body.kind,
    name: trimmed(body.name),
    email: normalizeEmail(body.email ?? ""),
    // superRefine has made sure it is one of the listed sources.
    source: body.source as MessageSource,
    question: trimmed(body.question),
    consent: true as const,
    language: body.language,
  }));

/** POST /messages: a contact message or a practical-info question, told apart by `kind`. */
export const messageBodySchema = z.discriminatedUnion("kind", [contactMessageBodySchema, questionMessageBodySchema], {
  error: "Unknown message kind",
});

export type MessageBody = z.output<typeof messageBodySchema>;
export type MessageBodyInput = z.input<typeof messageBodySchema>;

/** A stored message as the back office reads it; a question's text is in `message`. */
export const messageSchema = z.object({
  id: idSchema,
  kind: z.enum(MESSAGE_KINDS),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  source: z.enum(MESSAGE_SOURCES).nullable(),
  language: z.enum(SUPPORTED_LANGUAGES),
  consentAt: timestampSchema.nullable(),
  readAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});

export type Message = z.infer<typeof messageSchema>;

/** GET /messages: newest first, `unread=true` keeps the ones nobody has read. */
export const messagesListQuerySchema = paginationQuerySchema(20).extend({
  unread: z.preprocess((v) => (v === "" ? undefined : v), queryBooleanSchema.optional()),
});

export type MessagesListQuery = z.infer<typeof messagesListQuerySchema>;

/** PUT /messages/{id}/read. */
export const messageReadBodySchema = z.object({ read: z.boolean({ error: "Expected true or false" }) });

export type MessageReadBody = z.infer<typeof messageReadBodySchema>;
