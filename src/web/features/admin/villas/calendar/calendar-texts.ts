// The calendar sync's words in the owner's language: why a feed's last sync failed (by the code the
// API stores with it) and the form's rules (the same English texts the API answers with).
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  CALENDAR_RULE_TEXT,
  type CalendarRuleKey,
  type FeedErrorCode,
} from "../../../../../domain/schemas/calendar.ts";

const FEED_ERRORS: Record<FeedErrorCode, MessageDescriptor> = {
  timeout: msg`The calendar server took too long to answer.`,
  "too-large": msg`The calendar file is too large.`,
  "private-address": msg`The address points to a private or local network, which is not allowed.`,
  "unsupported-scheme": msg`Only http:// and https:// addresses can be imported.`,
  "invalid-url": msg`The address is not a valid link.`,
  "too-many-redirects": msg`The address redirects too many times.`,
  "http-status": msg`The calendar server answered with an error.`,
  "host-not-found": msg`The calendar's server could not be found. Check the address.`,
  "connection-refused": msg`The calendar server refused the connection.`,
  unreachable: msg`The calendar server could not be reached.`,
  tls: msg`The calendar server's secure connection could not be verified.`,
  "not-a-calendar": msg`The address did not return a calendar (.ics) file.`,
  "invalid-calendar": msg`The calendar file could not be read.`,
  "invalid-event": msg`The calendar has an event with invalid dates.`,
  "too-many-events": msg`The calendar has too many events.`,
  "too-complex": msg`The calendar is too complex to read. Check its repeating events.`,
  internal: msg`The calendar could not be synced. Please try again later.`,
};

export function feedErrorText(i18n: I18n, code: FeedErrorCode | null, english: string | null): string {
  if (code) return i18n._(FEED_ERRORS[code]);
  return english ?? "";
}

const RULES: Record<CalendarRuleKey, MessageDescriptor> = {
  labelRequired: msg`Give this calendar a name`,
  labelTooLong: msg`The name must be at most 60 characters`,
  urlInvalid: msg`Enter the calendar's http:// or https:// address`,
  urlTooLong: msg`The address must be at most 2000 characters`,
  alreadyImported: msg`This calendar is already imported for this villa`,
  tooManySources: msg`A villa can import at most 20 calendars`,
};

export function calendarRuleText(i18n: I18n, key: CalendarRuleKey): string {
  return i18n._(RULES[key]);
}

/** A rule message of the API's 422 answer, in the owner's language when it is one of ours. */
export function calendarApiRuleText(i18n: I18n, english: string): string | undefined {
  const key = (Object.keys(CALENDAR_RULE_TEXT) as CalendarRuleKey[]).find((k) => CALENDAR_RULE_TEXT[k] === english);
  return key ? calendarRuleText(i18n, key) : undefined;
}
