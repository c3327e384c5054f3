// How the user list names and dates an account: SPEC 2 "User (name, id prefix)" shows the first 8 characters
// of the id, and Joined / Last Updated are moments (not calendar dates), written in the page's language and
// the viewer's time zone.
import type { I18n } from "@lingui/core";

export const USER_ID_PREFIX_LENGTH = 8;

export function userIdPrefix(id: string): string {
  return id.slice(0, USER_ID_PREFIX_LENGTH);
}

/** "12 March 2025 at 14:05" in the page's language. */
export function formatMoment(i18n: I18n, isoTimestamp: string): string {
  return i18n.date(new Date(isoTimestamp), { dateStyle: "long", timeStyle: "short" });
}
