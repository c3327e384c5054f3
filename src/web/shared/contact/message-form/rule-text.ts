// The message forms' rules in the visitor's language: the domain names each rule (MessageRuleKey) and words
// it in English; the browser shows the translation, for its own checks and for the API's 422 answers alike.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MESSAGE_RULE_TEXT, type MessageRuleKey } from "../../../../domain/message-rules.ts";

const RULE_TEXT: Record<MessageRuleKey, MessageDescriptor> = {
  nameRequired: msg`Please enter your name`,
  nameTooLong: msg`Name must be at most 100 characters`,
  emailRequired: msg`Please enter your email address`,
  emailInvalid: msg`Please enter a valid email address`,
  subjectTooLong: msg`Subject must be at most 200 characters`,
  messageRequired: msg`Please enter your message`,
  messageTooLong: msg`Message must be at most 5000 characters`,
  sourceRequired: msg`Please tell us how you heard about us`,
  questionRequired: msg`Please enter your question`,
  questionTooLong: msg`Question must be at most 5000 characters`,
  consentRequired: msg`Please accept the privacy policy`,
};

const RULE_BY_ENGLISH = new Map(
  (Object.entries(MESSAGE_RULE_TEXT) as [MessageRuleKey, string][]).map(([rule, english]) => [english, rule]),
);

/** A field's problem: the rule when we know it (translated at render time), or the server's own words. */
export interface FieldProblem {
  rule?: MessageRuleKey;
  message: string;
}

/** The API answers in English; a known rule is recognised by its words and shown translated. */
export function problemFromServer(message: string): FieldProblem {
  const rule = RULE_BY_ENGLISH.get(message);
  return rule ? { rule, message } : { message };
}

export function problemText(i18n: I18n, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return problem.rule ? i18n._(RULE_TEXT[problem.rule]) : problem.message;
}
