// The result of a contextual rule check: which field failed, a stable key the web translates
// by, SPEC's English message word for word and, where SPEC names one, the notification title.
export type RuleKey =
  // registration and sign-in (SPEC 5)
  | "fieldsMissing"
  | "passwordMismatch"
  | "passwordTooShort"
  | "passwordTooLong"
  | "emailInvalid"
  | "fullNameTooShort"
  | "fullNameTooLong"
  // search and booking dates
  | "checkInRequired"
  | "checkOutRequired"
  | "checkInInvalid"
  | "checkOutInvalid"
  | "checkInPast"
  | "checkOutNotAfterCheckIn"
  | "tooFarInAdvance"
  | "stayTooLong"
  | "priceRangeInvalid"
  | "amenityRequired"
  // booking form
  | "phoneRequired"
  | "phoneInvalid"
  | "dateOfBirthRequired"
  | "dateOfBirthInvalid"
  | "underAge"
  | "overAge"
  | "guestCountInvalid"
  | "notesTooLong"
  | "arrivalTimeInvalid"
  // password change and deactivation
  | "currentPasswordRequired"
  | "newPasswordWeak"
  | "confirmPasswordRequired"
  | "passwordRequired"
  // villa edit
  | "villaFieldsMissing"
  | "titleTooLong"
  | "addressTooLong"
  | "descriptionTooLong"
  | "cityInvalid"
  | "priceInvalid"
  | "bedroomsInvalid"
  | "bathroomsInvalid"
  | "maxGuestsInvalid"
  | "imageUrlRequired"
  | "imageUrlInvalid"
  | "imageDuplicate"
  | "tooManyImages"
  | "tooManyAmenities"
  | "amenityInvalid"
  | "updateDataRequired"
  // villa content
  | "englishTextRequired"
  | "textTooLong"
  | "revealDaysInvalid"
  | "coordinatesInvalid"
  // booking reject
  | "reasonRequired"
  | "reasonTooLong";

export interface RuleIssue {
  path: string;
  rule: RuleKey;
  message: string;
  title?: string;
  /** The notification body when SPEC words it differently from the field message. */
  notice?: string;
}

export function issue(path: string, rule: RuleKey, message: string, title?: string): RuleIssue {
  return title === undefined ? { path, rule, message } : { path, rule, message, title };
}
