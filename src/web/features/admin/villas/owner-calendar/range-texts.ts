// The range sheet's failures in the owner's language: the season rules' words (our own check and the API's 422 say
// the same English, rates/rate-messages.ts), the block rules' words (schemas/blocks.ts), and a 409 that here means
// "a stay or another block holds these nights", not the guest's "just booked by someone else".
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { RATE_RULE_TEXT } from "../../../../../domain/rates/rate-messages.ts";
import { BLOCK_MESSAGES } from "../../../../../domain/schemas/blocks.ts";
import { apiErrorText, apiFieldErrors } from "../../../../api/error-text.ts";
import { ApiRequestError } from "../../../../api/http.ts";
import { rateRuleText } from "../rates/rate-rule-text.ts";

const TEXTS = new Map<string, MessageDescriptor>([
  [RATE_RULE_TEXT.rateInvalid, msg`Enter a price greater than 0, with at most 2 decimal places`],
  [RATE_RULE_TEXT.minStayInvalid, msg`The minimum stay must be a whole number of nights, from 1 to 365`],
  [RATE_RULE_TEXT.seasonTooLong, msg`Choose at most 366 nights at a time`],
  [RATE_RULE_TEXT.seasonEndNotAfterStart, msg`Choose at least one night`],
  [RATE_RULE_TEXT.startDateInvalid, msg`Choose the nights again`],
  [RATE_RULE_TEXT.endDateInvalid, msg`Choose the nights again`],
  [RATE_RULE_TEXT.seasonNameTooLong, msg`The name must be at most 60 characters`],
  [BLOCK_MESSAGES.noteTooLong, msg`The note must be at most 200 characters`],
  [BLOCK_MESSAGES.tooLong, msg`Choose at most 366 nights at a time`],
  [BLOCK_MESSAGES.endNotAfterStart, msg`Choose at least one night`],
  [BLOCK_MESSAGES.startDateInvalid, msg`Choose the nights again`],
  [BLOCK_MESSAGES.endDateInvalid, msg`Choose the nights again`],
]);

/** A rule message of the range sheet in the owner's language. */
export function rangeRuleText(i18n: I18n, english: string): string {
  const descriptor = TEXTS.get(english);
  return descriptor ? i18n._(descriptor) : rateRuleText(i18n, english);
}

/** A failed change of the range sheet: field errors by path, and one sentence for the whole. */
export function rangeFailure(i18n: I18n, error: unknown): { fields: Record<string, string>; message: string } {
  const fields = apiFieldErrors(i18n, error, rangeRuleText);
  if (error instanceof ApiRequestError) {
    if (error.code === "DATES_UNAVAILABLE") {
      return {
        fields,
        message: i18n._(
          msg`A guest's stay or another block already holds some of these nights. Choose only free nights to block.`,
        ),
      };
    }
    if (error.code === "VALIDATION_FAILED") {
      const first = Object.values(fields)[0];
      if (first) return { fields, message: first };
    }
  }
  return { fields, message: apiErrorText(i18n, error, i18n._(msg`The change could not be saved. Please try again.`)) };
}
