// What the Edit Profile form holds and sends (SPEC 5 "Profile edit", SPEC 7 PUT /profile), kept apart from React
// so the conversions are unit tested.
import { addDays, addYears, ageOn, type IsoDate } from "../../../domain/dates.ts";
import { MIN_AGE, type ProfileUpdateInput } from "../../../domain/schemas/profile-rules.ts";
import type { RuleIssue } from "../../../domain/rule-issue.ts";
import type { Profile } from "./profile-query.ts";

export const PROFILE_FIELDS = ["email", "fullName", "phone", "dateOfBirth"] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Every field as the inputs hold it: text, "" for an empty phone or date of birth. */
export type ProfileFormValues = Record<ProfileField, string>;

export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    email: profile.email,
    fullName: profile.fullName,
    phone: profile.phone ?? "",
    dateOfBirth: profile.dateOfBirth ?? "",
  };
}

/**
 * The PUT /profile body: all four fields, trimmed. An emptied phone or date of birth is sent as "" and the
 * server clears it; the e-mail is lower-cased as the server stores it.
 */
export function profileUpdateBody(values: ProfileFormValues): Required<ProfileUpdateInput> {
  return {
    email: values.email.trim().toLowerCase(),
    fullName: values.fullName.trim(),
    phone: values.phone.trim(),
    dateOfBirth: values.dateOfBirth.trim(),
  };
}

/** The latest date of birth the date input offers: the last birth day that is 18 years old today. */
export function latestDateOfBirth(today: IsoDate): IsoDate {
  const candidate = addYears(today, -MIN_AGE);
  // On 29 February, 18 years back may land on 1 March of a common year, one day too young.
  return ageOn(candidate, today) >= MIN_AGE ? candidate : addDays(candidate, -1);
}

/** The first message per field, in English as the rules word it (the form translates it when showing it). */
export function firstIssuePerField<F extends string>(
  issues: readonly RuleIssue[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  for (const found of issues) {
    const field = fields.find((name) => name === found.path);
    if (field !== undefined) result[field] ??= found.message;
  }
  return result;
}
