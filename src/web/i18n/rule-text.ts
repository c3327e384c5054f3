// The domain's rule messages and notification titles (SPEC 5) in the visitor's language. The domain words each
// rule once in English; the browser shows the translation, for its own checks and for the API's 422 answers
// alike (the server sends the same English words). Unknown text (a server message we do not know) shows as is.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { AUTH_MESSAGES, AUTH_TITLES } from "../../domain/schemas/auth-messages.ts";
import {
  BOOKING_MESSAGES,
  BOOKING_TITLES,
  OPEN_REQUEST_MESSAGES,
  UNDER_AGE_NOTICE,
} from "../../domain/schemas/booking-messages.ts";
import {
  DEACTIVATE_PASSWORD_REQUIRED,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_CHANGE_TITLES,
  PROFILE_MESSAGES,
} from "../../domain/schemas/profile-messages.ts";
import { VILLA_MESSAGES, VILLA_TITLES } from "../../domain/schemas/villa-messages.ts";
import { STAY_MESSAGES } from "../../domain/stay.ts";
import { CONTROL_CHARACTER_MESSAGE } from "../../domain/text-hygiene.ts";
import { VILLA_CONTENT_MESSAGES } from "../../domain/villa-content.ts";
import { SITE_SETTINGS_RULE_TEXT } from "../../domain/site-settings-messages.ts";
import { PAYMENT_RULE_TEXT, TOGGLE_KEEPS_PAYMENTS_MESSAGE } from "../../domain/payments/payment-messages.ts";
import type { RuleIssue } from "../../domain/rule-issue.ts";

type Pair = readonly [english: string, translated: MessageDescriptor];

const PAIRS: readonly Pair[] = [
  // Sign in and registration
  [AUTH_MESSAGES.registrationMissing, msg`Please fill in all required fields`],
  [AUTH_MESSAGES.signInMissing, msg`Please fill in all fields`],
  [AUTH_MESSAGES.passwordMismatch, msg`Passwords do not match`],
  [AUTH_MESSAGES.passwordTooShort, msg`Password must be at least 6 characters long`],
  [AUTH_MESSAGES.passwordTooLong, msg`Password must be at most 128 characters long`],
  [AUTH_MESSAGES.emailInvalid, msg`Please enter a valid email address`],
  [AUTH_MESSAGES.fullNameTooShort, msg`Full name must be at least 2 characters long`],
  [AUTH_MESSAGES.fullNameTooLong, msg`Full name must be less than 100 characters`],
  [AUTH_TITLES.missing, msg`Missing Fields`],
  [AUTH_TITLES.passwordMismatch, msg`Password Mismatch`],
  [AUTH_TITLES.weakPassword, msg`Weak Password`],
  [AUTH_TITLES.emailInvalid, msg`Invalid Email`],
  [AUTH_TITLES.nameInvalid, msg`Invalid Name`],
  // Stay dates
  [STAY_MESSAGES.checkInInvalid, msg`Invalid check-in date format`],
  [STAY_MESSAGES.checkOutInvalid, msg`Invalid check-out date format`],
  [STAY_MESSAGES.checkInPast, msg`Check-in date cannot be in the past`],
  [STAY_MESSAGES.checkOutNotAfterCheckIn, msg`Check-out date must be after check-in date`],
  [STAY_MESSAGES.tooFarInAdvanceSearch, msg`Cannot search more than 2 years in advance`],
  [STAY_MESSAGES.tooFarInAdvanceBooking, msg`Cannot book more than 2 years in advance`],
  [STAY_MESSAGES.stayTooLong, msg`Stay duration cannot exceed 365 days`],
  // Booking form
  [BOOKING_MESSAGES.villaIdRequired, msg`Villa id is required`],
  [BOOKING_MESSAGES.checkInRequired, msg`Check-in date required`],
  [BOOKING_MESSAGES.checkOutRequired, msg`Check-out date required`],
  [BOOKING_MESSAGES.phoneRequired, msg`Phone number required`],
  [BOOKING_MESSAGES.dateOfBirthRequired, msg`Date of birth required`],
  [BOOKING_MESSAGES.phoneInvalid, msg`Invalid phone number`],
  [BOOKING_MESSAGES.dateOfBirthInvalid, msg`Invalid date format`],
  [BOOKING_MESSAGES.underAge, msg`Must be 18 or older`],
  [BOOKING_MESSAGES.notesTooLong, msg`Notes must be at most 500 characters`],
  [
    BOOKING_MESSAGES.arrivalTimeInvalid,
    msg`Please choose an arrival time on the hour or half hour, between 15:00 and 23:30`,
  ],
  [BOOKING_MESSAGES.reasonRequired, msg`Please provide a reason for rejecting this booking`],
  [BOOKING_MESSAGES.reasonTooLong, msg`Reason must be at most 500 characters`],
  [BOOKING_TITLES.checkInRequired, msg`Missing Check-in Date`],
  [BOOKING_TITLES.checkOutRequired, msg`Missing Check-out Date`],
  [BOOKING_TITLES.phoneRequired, msg`Missing Phone Number`],
  [BOOKING_TITLES.dateOfBirthRequired, msg`Missing Date of Birth`],
  [BOOKING_TITLES.invalidDates, msg`Invalid Dates`],
  [BOOKING_TITLES.phoneInvalid, msg`Invalid Phone Number`],
  [BOOKING_TITLES.underAge, msg`Age Requirement`],
  [BOOKING_TITLES.guestCount, msg`Invalid Guest Count`],
  [BOOKING_TITLES.reasonRequired, msg`Reason Required`],
  [UNDER_AGE_NOTICE, msg`You must be 18 or older to make a booking`],
  // Profile, password change, deactivation
  [PROFILE_MESSAGES.emailInvalid, msg`Invalid email format`],
  [PROFILE_MESSAGES.fullNameTooShort, msg`Full name must be at least 2 characters`],
  [PROFILE_MESSAGES.fullNameTooLong, msg`Full name must be less than 100 characters`],
  [PROFILE_MESSAGES.phoneInvalid, msg`Invalid phone number format`],
  [PROFILE_MESSAGES.underAge, msg`You must be at least 18 years old`],
  [PROFILE_MESSAGES.overAge, msg`Invalid date of birth`],
  [PASSWORD_CHANGE_MESSAGES.currentRequired, msg`Current password is required`],
  [PASSWORD_CHANGE_MESSAGES.tooShort, msg`Password must be at least 8 characters long`],
  [PASSWORD_CHANGE_MESSAGES.weak, msg`Password must contain a lowercase letter, an uppercase letter and a digit`],
  [PASSWORD_CHANGE_MESSAGES.confirmRequired, msg`Please confirm your new password`],
  [PASSWORD_CHANGE_MESSAGES.mismatch, msg`New passwords do not match`],
  [PASSWORD_CHANGE_TITLES.tooShort, msg`Password too short`],
  [PASSWORD_CHANGE_TITLES.mismatch, msg`Password mismatch`],
  [DEACTIVATE_PASSWORD_REQUIRED, msg`Password is required`],
  // Villa edit (back office) and the villa search
  [VILLA_MESSAGES.fieldsMissing, msg`Please fill in title, address, and city`],
  [VILLA_MESSAGES.titleTooLong, msg`Title must be at most 200 characters`],
  [VILLA_MESSAGES.addressTooLong, msg`Address must be at most 300 characters`],
  [VILLA_MESSAGES.descriptionTooLong, msg`Description must be at most 5000 characters`],
  [VILLA_MESSAGES.countryInvalid, msg`Country must be 1 to 100 characters`],
  [VILLA_MESSAGES.cityInvalid, msg`Please choose a city from the list`],
  [VILLA_MESSAGES.priceInvalid, msg`Price must be greater than 0`],
  [VILLA_MESSAGES.priceTooHigh, msg`Price must be at most 1000000`],
  [VILLA_MESSAGES.priceStep, msg`Price can have at most 2 decimal places`],
  [VILLA_MESSAGES.bedroomsInvalid, msg`Bedrooms must be between 1 and 20`],
  [VILLA_MESSAGES.bathroomsInvalid, msg`Bathrooms must be between 1 and 20`],
  [VILLA_MESSAGES.maxGuestsInvalid, msg`Max guests must be between 1 and 50`],
  [VILLA_MESSAGES.amenityInvalid, msg`Invalid amenity`],
  [VILLA_MESSAGES.tooManyAmenities, msg`At most 100 amenities`],
  [VILLA_MESSAGES.imageUrlRequired, msg`Please enter an image URL`],
  [VILLA_MESSAGES.imageUrlInvalid, msg`Please enter a valid http(s) image URL`],
  [VILLA_MESSAGES.imageDuplicate, msg`This image is already added`],
  [VILLA_MESSAGES.tooManyImages, msg`At most 50 images`],
  [VILLA_MESSAGES.updateDataRequired, msg`Update data is required`],
  [VILLA_MESSAGES.priceRangeInvalid, msg`Invalid price range`],
  [VILLA_MESSAGES.amenityRequired, msg`At least one amenity is required`],
  // Villa texts and stay details
  [VILLA_CONTENT_MESSAGES.englishTitleRequired, msg`Please enter the title in English`],
  [VILLA_CONTENT_MESSAGES.englishAddressRequired, msg`Please enter the address in English`],
  [VILLA_CONTENT_MESSAGES.guideTooLong, msg`Text must be at most 4000 characters`],
  [VILLA_CONTENT_MESSAGES.secretTooLong, msg`Must be at most 100 characters`],
  [VILLA_CONTENT_MESSAGES.revealDaysInvalid, msg`Days before arrival must be between 0 and 30`],
  [VILLA_CONTENT_MESSAGES.latitudeInvalid, msg`Latitude must be between -90 and 90`],
  [VILLA_CONTENT_MESSAGES.longitudeInvalid, msg`Longitude must be between -180 and 180`],
  [VILLA_CONTENT_MESSAGES.coordinatesIncomplete, msg`Please enter both latitude and longitude, or neither`],
  [VILLA_TITLES.fieldsMissing, msg`Missing required fields`],
  [VILLA_TITLES.priceInvalid, msg`Invalid price`],
  // Site settings (back office)
  [SITE_SETTINGS_RULE_TEXT.mainVillaInvalid, msg`Choose the villa the site shows`],
  [SITE_SETTINGS_RULE_TEXT.mainVillaInactive, msg`The main villa must be active`],
  [SITE_SETTINGS_RULE_TEXT.phoneInvalid, msg`Invalid phone number format`],
  [SITE_SETTINGS_RULE_TEXT.emailInvalid, msg`Invalid email format`],
  [SITE_SETTINGS_RULE_TEXT.whatsappInvalid, msg`Invalid WhatsApp number format`],
  [SITE_SETTINGS_RULE_TEXT.addressRequired, msg`Please enter the address`],
  [SITE_SETTINGS_RULE_TEXT.addressTooLong, msg`Address must be at most 300 characters and 6 lines`],
  [SITE_SETTINGS_RULE_TEXT.latitudeInvalid, msg`Latitude must be a number from -90 to 90`],
  [SITE_SETTINGS_RULE_TEXT.longitudeInvalid, msg`Longitude must be a number from -180 to 180`],
  [SITE_SETTINGS_RULE_TEXT.tourVideoUrlInvalid, msg`The tour video must be an https:// address`],
  [
    SITE_SETTINGS_RULE_TEXT.hostPhotoUrlInvalid,
    msg`The host's portrait must be an uploaded photo or an https:// image address`,
  ],
  // Payments and the owner's bank details (back office, DESIGN 7.2)
  [PAYMENT_RULE_TEXT.amountInvalid, msg`Enter an amount other than zero, with at most two decimals`],
  [PAYMENT_RULE_TEXT.amountTooLarge, msg`The payments cannot add up to more than the booking's total`],
  [PAYMENT_RULE_TEXT.refundTooLarge, msg`A refund cannot be more than what was paid`],
  [
    PAYMENT_RULE_TEXT.refundsFirst,
    msg`Remove the refund first: without this payment, the refunds would be more than what was paid`,
  ],
  [PAYMENT_RULE_TEXT.receivedOnInvalid, msg`Enter the date the payment was received`],
  [PAYMENT_RULE_TEXT.receivedOnFuture, msg`A payment cannot be received in the future`],
  [PAYMENT_RULE_TEXT.methodInvalid, msg`Choose how the payment was made`],
  [PAYMENT_RULE_TEXT.referenceTooLong, msg`The reference must be at most 100 characters`],
  [PAYMENT_RULE_TEXT.accountHolderRequired, msg`Enter the account holder's name`],
  [PAYMENT_RULE_TEXT.accountHolderTooLong, msg`The account holder's name must be at most 70 characters`],
  [PAYMENT_RULE_TEXT.ibanInvalid, msg`Enter a valid IBAN: this one's check digits do not match`],
  [PAYMENT_RULE_TEXT.bicInvalid, msg`Enter a valid BIC: 8 or 11 letters and digits`],
  [PAYMENT_RULE_TEXT.bankNameTooLong, msg`The bank's name must be at most 100 characters`],
  [PAYMENT_RULE_TEXT.instructionsTooLong, msg`Payment instructions must be at most 500 characters`],
  [PAYMENT_RULE_TEXT.depositDueDaysInvalid, msg`The deposit must be due 1 to 14 days after confirmation`],
  [
    TOGGLE_KEEPS_PAYMENTS_MESSAGE,
    msg`This booking's payments were recorded one by one: remove the one that is wrong from its payments`,
  ],
  // Any text field, any form: control characters are refused by the API
  [CONTROL_CHARACTER_MESSAGE, msg`Contains characters that are not allowed (control characters)`],
  // What one guest account can hold (DESIGN 4)
  [
    OPEN_REQUEST_MESSAGES.tooManyRequests,
    msg`You already have as many booking requests waiting for the owner's answer as one account can. Please wait for a reply, or cancel one, before sending another.`,
  ],
  [
    OPEN_REQUEST_MESSAGES.tooManyNights,
    msg`This request would put more nights on hold than one account can while they wait for the owner's answer. Please choose a shorter stay, or wait for a reply to your other requests.`,
  ],
  // The server's own answers to a password check
  ["Current password is incorrect", msg`Current password is incorrect`],
  ["Incorrect password", msg`Incorrect password`],
];

const BY_ENGLISH = new Map<string, MessageDescriptor>(PAIRS);
const GUEST_COUNT = /^Must be 1-(\d+) guests$/;

/** English texts the map covers (for the completeness test). */
export const TRANSLATED_RULE_TEXTS: ReadonlySet<string> = new Set(BY_ENGLISH.keys());

/** A domain rule message or title, or an API field message, in the active language. */
export function ruleText(i18n: I18n, english: string): string {
  const descriptor = BY_ENGLISH.get(english);
  if (descriptor) return i18n._(descriptor);
  const guests = GUEST_COUNT.exec(english);
  if (guests) {
    const max = guests[1] ?? "";
    return i18n._(msg`Must be 1-${max} guests`);
  }
  return english;
}

/** The notification of a failed rule (SPEC 5 "each error is also raised as a notification"): title and text. */
export function ruleNotice(i18n: I18n, rule: RuleIssue): { title: string; description: string } {
  const text = ruleText(i18n, rule.notice ?? rule.message);
  return rule.title ? { title: ruleText(i18n, rule.title), description: text } : { title: text, description: "" };
}
