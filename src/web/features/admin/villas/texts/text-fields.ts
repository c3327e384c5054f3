// The villa's texts as the editor groups and names them, and what its form holds: every text per language as typed,
// the stay details as strings until saved.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SUPPORTED_LANGUAGES, type Language } from "../../../../../domain/languages.ts";
import {
  missingTranslations,
  VILLA_CONTENT_LIMITS,
  type LocalizedField,
  type VillaContent,
} from "../../../../../domain/villa-content.ts";

export interface TextFieldInfo {
  field: LocalizedField;
  label: MessageDescriptor;
  multiLine: boolean;
  maxLength: number;
}

export const TEXT_GROUPS: readonly { title: MessageDescriptor; hint: MessageDescriptor; fields: TextFieldInfo[] }[] = [
  {
    title: msg`On the villa page`,
    hint: msg`Every visitor reads these, in their language.`,
    fields: [
      { field: "title", label: msg`Title`, multiLine: false, maxLength: VILLA_CONTENT_LIMITS.titleMax },
      {
        field: "description",
        label: msg`Description`,
        multiLine: true,
        maxLength: VILLA_CONTENT_LIMITS.descriptionMax,
      },
      { field: "address", label: msg`Address`, multiLine: false, maxLength: VILLA_CONTENT_LIMITS.addressMax },
    ],
  },
  {
    title: msg`For the guests' stay`,
    hint: msg`Only guests with a confirmed stay read these.`,
    fields: [
      {
        field: "arrivalInstructions",
        label: msg`Arrival instructions`,
        multiLine: true,
        maxLength: VILLA_CONTENT_LIMITS.guideMax,
      },
      { field: "houseRules", label: msg`House rules`, multiLine: true, maxLength: VILLA_CONTENT_LIMITS.guideMax },
      {
        field: "checkOutSteps",
        label: msg`Check-out steps`,
        multiLine: true,
        maxLength: VILLA_CONTENT_LIMITS.guideMax,
      },
    ],
  },
];

export const TEXT_FIELDS: readonly TextFieldInfo[] = TEXT_GROUPS.flatMap((group) => group.fields);

export const DETAIL_FIELDS = [
  "wifiNetwork",
  "wifiPassword",
  "accessCode",
  "revealDaysBeforeArrival",
  "phone",
  "whatsapp",
  "latitude",
  "longitude",
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

export interface TextsFormValues {
  texts: Record<LocalizedField, Record<Language, string>>;
  details: Record<DetailField, string>;
}

export function formValuesOf(content: VillaContent): TextsFormValues {
  const texts = Object.fromEntries(
    TEXT_FIELDS.map(({ field }) => [
      field,
      Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, content[field][language] ?? ""])),
    ]),
  ) as TextsFormValues["texts"];
  const details = Object.fromEntries(
    DETAIL_FIELDS.map((field) => [field, content[field] === null ? "" : String(content[field])]),
  ) as TextsFormValues["details"];
  return { texts, details };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value.replace(",", ".")));

/** What PUT sends: blank texts left out, blank details null, numbers as numbers (a typo stays NaN for the rule). */
export function contentOf(values: TextsFormValues): VillaContent {
  const text = (field: LocalizedField) =>
    Object.fromEntries(
      SUPPORTED_LANGUAGES.flatMap((language) => {
        const value = values.texts[field][language].trim();
        return value === "" ? [] : [[language, value]];
      }),
    );
  const { details } = values;
  return {
    title: text("title"),
    description: text("description"),
    address: text("address"),
    arrivalInstructions: text("arrivalInstructions"),
    houseRules: text("houseRules"),
    checkOutSteps: text("checkOutSteps"),
    wifiNetwork: orNull(details.wifiNetwork),
    wifiPassword: orNull(details.wifiPassword),
    accessCode: orNull(details.accessCode),
    revealDaysBeforeArrival: numberOrNull(details.revealDaysBeforeArrival) ?? Number.NaN,
    phone: orNull(details.phone),
    whatsapp: orNull(details.whatsapp),
    latitude: numberOrNull(details.latitude),
    longitude: numberOrNull(details.longitude),
  };
}

/** The texts written in English but not yet in `language`: the editor's "missing" count per language. */
export function missingIn(values: TextsFormValues, language: Language): LocalizedField[] {
  return TEXT_FIELDS.filter(({ field }) => missingTranslations(values.texts[field]).includes(language)).map(
    ({ field }) => field,
  );
}

export function sameValues(a: TextsFormValues, b: TextsFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
