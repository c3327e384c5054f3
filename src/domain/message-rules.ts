// The rules of the messages that reach the owner (SPEC 5 "Contact form", "Practical-info question form"):
// kinds, sources, lengths, the English words of each rule and the checks the browser runs before sending.
// No zod here, so the marketing pages can use the rules without downloading a schema library; the API
// schemas in schemas/message.ts run the very same checks.
import { EMAIL_MAX_LENGTH, isValidEmail } from "./email.ts";

export const MESSAGE_KINDS = ["CONTACT", "QUESTION"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** SPEC 2 practical info: the "how did you know about us" options, in the order the select lists them. */
export const MESSAGE_SOURCES = [
  "airbnb",
  "booking",
  "instagram",
  "facebook",
  "google",
  "recommendation",
  "other",
] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

// SPEC gives no lengths; these keep one message readable in the back office and bound storage (DESIGN 4).
export const MESSAGE_LIMITS = {
  nameMax: 100,
  subjectMax: 200,
  textMax: 5000,
} as const;

/** A stable key per rule: the browser translates by it, the tests name it. */
export type MessageRuleKey =
  | "nameRequired"
  | "nameTooLong"
  | "emailRequired"
  | "emailInvalid"
  | "subjectTooLong"
  | "messageRequired"
  | "messageTooLong"
  | "sourceRequired"
  | "questionRequired"
  | "questionTooLong"
  | "consentRequired";

/** The English message of each rule; the API answers with these, the browser shows their translation. */
export const MESSAGE_RULE_TEXT: Record<MessageRuleKey, string> = {
  nameRequired: "Please enter your name",
  nameTooLong: "Name must be at most 100 characters",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  subjectTooLong: "Subject must be at most 200 characters",
  messageRequired: "Please enter your message",
  messageTooLong: "Message must be at most 5000 characters",
  sourceRequired: "Please tell us how you heard about us",
  questionRequired: "Please enter your question",
  questionTooLong: "Question must be at most 5000 characters",
  consentRequired: "Please accept the privacy policy",
};

export type ContactField = "name" | "email" | "subject" | "message";
export type QuestionField = "name" | "email" | "source" | "question" | "consent";

/** One failed rule on one field, the RuleIssue shape (path, rule, message) for message forms. */
export interface MessageIssue<F extends string = ContactField | QuestionField> {
  path: F;
  rule: MessageRuleKey;
  message: string;
}

export interface ContactFormInput {
  name?: string | null | undefined;
  email?: string | null | undefined;
  subject?: string | null | undefined;
  message?: string | null | undefined;
}

export interface QuestionFormInput {
  name?: string | null | undefined;
  email?: string | null | undefined;
  source?: string | null | undefined;
  question?: string | null | undefined;
  consent?: boolean | null | undefined;
}

function fail<F extends string>(path: F, rule: MessageRuleKey): MessageIssue<F> {
  return { path, rule, message: MESSAGE_RULE_TEXT[rule] };
}

const trimmed = (v: string | null | undefined): string => (typeof v === "string" ? v.trim() : "");

function nameIssue(raw: string | null | undefined): MessageIssue<"name"> | null {
  const name = trimmed(raw);
  if (name === "") return fail("name", "nameRequired");
  if (name.length > MESSAGE_LIMITS.nameMax) return fail("name", "nameTooLong");
  return null;
}

function emailIssue(raw: string | null | undefined): MessageIssue<"email"> | null {
  const email = trimmed(raw);
  if (email === "") return fail("email", "emailRequired");
  if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) return fail("email", "emailInvalid");
  return null;
}

function textIssue<F extends "message" | "question">(
  path: F,
  raw: string | null | undefined,
  required: MessageRuleKey,
  tooLong: MessageRuleKey,
): MessageIssue<F> | null {
  const text = trimmed(raw);
  if (text === "") return fail(path, required);
  if (text.length > MESSAGE_LIMITS.textMax) return fail(path, tooLong);
  return null;
}

/** SPEC 5 contact form: name, a valid e-mail and a message required; the subject is optional. At most one issue per field, in form order. */
export function checkContactForm(form: ContactFormInput): MessageIssue<ContactField>[] {
  const issues: (MessageIssue<ContactField> | null)[] = [
    nameIssue(form.name),
    emailIssue(form.email),
    trimmed(form.subject).length > MESSAGE_LIMITS.subjectMax ? fail("subject", "subjectTooLong") : null,
    textIssue("message", form.message, "messageRequired", "messageTooLong"),
  ];
  return issues.filter((i) => i !== null);
}

/** SPEC 5 question form: every field required, a valid e-mail, a listed source and privacy consent. In form order. */
export function checkQuestionForm(form: QuestionFormInput): MessageIssue<QuestionField>[] {
  const source = trimmed(form.source);
  const issues: (MessageIssue<QuestionField> | null)[] = [
    nameIssue(form.name),
    emailIssue(form.email),
    (MESSAGE_SOURCES as readonly string[]).includes(source) ? null : fail("source", "sourceRequired"),
    textIssue("question", form.question, "questionRequired", "questionTooLong"),
    form.consent === true ? null : fail("consent", "consentRequired"),
  ];
  return issues.filter((i) => i !== null);
}
