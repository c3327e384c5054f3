// The amenities the edit form offers (SPEC 3: the first-reading keys, in their groups Basic, Comfort, Outdoor,
// Luxury, Views, Other), plus any other key the villa already carries (the unshown second reading), so the owner
// can see and remove it. Names come from the booking page's list, so the owner ticks what guests will read.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { AMENITIES, AMENITY_GROUPS } from "../../../../../domain/schemas/villa.ts";
import { amenityName } from "../../../../shared/villa/amenity-names.ts";

export type AmenityGroupName = keyof typeof AMENITY_GROUPS;

export const AMENITY_GROUP_LABELS: Record<AmenityGroupName, MessageDescriptor> = {
  Basic: msg`Basic`,
  Comfort: msg`Comfort`,
  Outdoor: msg`Outdoor`,
  Luxury: msg`Luxury`,
  Views: msg`Views`,
  Other: msg`Other`,
};

export interface AmenityChoiceGroup {
  id: AmenityGroupName | "extra";
  label: string;
  choices: { key: string; label: string }[];
}

/** `carried`: the keys the villa holds or held in this edit, so an unticked unknown key stays on offer. */
export function amenityChoiceGroups(i18n: I18n, carried: readonly string[]): AmenityChoiceGroup[] {
  const groups: AmenityChoiceGroup[] = (Object.keys(AMENITY_GROUPS) as AmenityGroupName[]).map((group) => ({
    id: group,
    label: i18n._(AMENITY_GROUP_LABELS[group]),
    choices: AMENITY_GROUPS[group].map((key) => ({ key, label: amenityName(i18n, key) })),
  }));
  const known = new Set<string>(AMENITIES);
  const extra = [...new Set(carried)].filter((key) => !known.has(key));
  if (extra.length > 0) {
    groups.push({
      id: "extra",
      label: i18n._(msg`More on this villa`),
      choices: extra.map((key) => ({ key, label: amenityName(i18n, key) })),
    });
  }
  return groups;
}
