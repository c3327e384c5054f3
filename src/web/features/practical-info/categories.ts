// The practical-info categories and their numbered sub-sections (SPEC 2): what the sidebar, the in-panel
// list of anchors and the panel itself are built from. Section ids double as URL anchors (#location-taxi …).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ComponentType } from "react";
import type { PracticalCategoryId } from "./category-ids.ts";
import {
  BookingConditionsSection,
  HouseRulesSection,
  IncludedSection,
  NotIncludedSection,
} from "./content/accommodation.tsx";
import { DesertSafariSection, ElGounaSection, MarinaSection, OldTownSection } from "./content/activities.tsx";
import {
  CulturalNightsSection,
  DivingCompetitionSection,
  RamadanSection,
  RedSeaFestivalSection,
} from "./content/entertainment.tsx";
import { DestinationSection, GettingThereSection } from "./content/location.tsx";

export interface PracticalSection {
  /** SPEC's name for the sub-section; the anchor is `${category}-${id}`. */
  id: string;
  title: MessageDescriptor;
  Content: ComponentType;
}

export interface PracticalCategory {
  id: PracticalCategoryId;
  label: MessageDescriptor;
  intro: MessageDescriptor;
  sections: readonly PracticalSection[];
}

export const PRACTICAL_CATEGORIES: readonly PracticalCategory[] = [
  {
    id: "accommodation",
    label: msg`Your Accommodation`,
    intro: msg`What your stay includes, the booking conditions and the house rules.`,
    sections: [
      { id: "included", title: msg`What is included`, Content: IncludedSection },
      { id: "not-included", title: msg`Not included`, Content: NotIncludedSection },
      { id: "booking-conditions", title: msg`Booking conditions`, Content: BookingConditionsSection },
      { id: "house-rules", title: msg`House rules`, Content: HouseRulesSection },
    ],
  },
  {
    id: "location",
    label: msg`Location`,
    intro: msg`How to reach the villa, and what to expect of Hurghada and the Red Sea.`,
    sections: [
      { id: "getting-there", title: msg`Getting there`, Content: GettingThereSection },
      { id: "destination", title: msg`The destination`, Content: DestinationSection },
    ],
  },
  {
    id: "activities",
    label: msg`Activities in Hurghada`,
    intro: msg`Four favourites within easy reach of the villa.`,
    sections: [
      { id: "marina", title: msg`Hurghada Marina`, Content: MarinaSection },
      { id: "old-town", title: msg`El Dahar, the old town`, Content: OldTownSection },
      { id: "el-gouna", title: msg`El Gouna`, Content: ElGounaSection },
      { id: "desert-safari", title: msg`Desert safari`, Content: DesertSafariSection },
    ],
  },
  {
    id: "entertainment",
    label: msg`Entertainment in Hurghada`,
    intro: msg`Festivals, events and evenings out through the year.`,
    sections: [
      { id: "red-sea-festival", title: msg`Festivals by the Red Sea`, Content: RedSeaFestivalSection },
      { id: "diving-competition", title: msg`Diving competitions`, Content: DivingCompetitionSection },
      { id: "cultural-nights", title: msg`Cultural nights`, Content: CulturalNightsSection },
      { id: "ramadan", title: msg`Ramadan`, Content: RamadanSection },
    ],
  },
];

export function sectionAnchor(category: PracticalCategoryId, sectionId: string): string {
  return `${category}-${sectionId}`;
}
