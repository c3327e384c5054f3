// The 8 static activities of the home page's Experiences section (SPEC 3 "Static marketing items").
// SPEC notes the old site meant four to be featured but marked two; here four are.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const ACTIVITY_CATEGORIES = ["water", "culture", "dining", "adventure"] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];
export type ActivityFilter = "all" | ActivityCategory;

export interface Activity {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  image: string;
  imageAlt: MessageDescriptor;
  category: ActivityCategory;
  duration: MessageDescriptor;
  /** How far it is from the villa, in the words a guest plans with. */
  distance: MessageDescriptor;
  /** Starting price per person in euros; 0 never occurs. */
  priceEur: number;
  highlights: readonly MessageDescriptor[];
  featured: boolean;
}

export const ACTIVITY_FILTER_LABELS: Record<ActivityFilter, MessageDescriptor> = {
  all: msg`All`,
  water: msg`Water`,
  culture: msg`Culture`,
  dining: msg`Dining`,
  adventure: msg`Adventure`,
};

export const ACTIVITIES: readonly Activity[] = [
  {
    id: "giftun-snorkelling",
    title: msg`Giftun Island snorkelling`,
    description: msg`A boat day to the protected Giftun islands: two reef stops with turtles and parrotfish, then white sand at Orange Bay.`,
    image: "/images/home/activity-giftun.svg",
    imageAlt: msg`A boat anchored over turquoise water near a sandy island`,
    category: "water",
    duration: msg`Full day`,
    distance: msg`45 minutes by boat`,
    priceEur: 35,
    highlights: [msg`Two reef stops`, msg`Lunch on board`, msg`Masks and fins provided`],
    featured: true,
  },
  {
    id: "dolphin-house",
    title: msg`Dolphin House reef`,
    description: msg`Spinner dolphins rest in the lagoon of Shaab El Erg most mornings; swim quietly nearby with a guide who knows their habits.`,
    image: "/images/home/activity-dolphins.svg",
    imageAlt: msg`Two dolphins swimming under the surface of the sea`,
    category: "water",
    duration: msg`Full day`,
    distance: msg`1 hour by boat`,
    priceEur: 45,
    highlights: [msg`Small-group boat`, msg`Marine guide on board`, msg`Snorkelling stop on a coral garden`],
    featured: false,
  },
  {
    id: "desert-safari",
    title: msg`Sunset desert safari`,
    description: msg`Ride a quad through the Eastern Desert's canyons, drink sweet tea in a Bedouin camp and eat dinner under a sky full of stars.`,
    image: "/images/home/activity-desert.svg",
    imageAlt: msg`A camel and a quad bike on the dunes at sunset`,
    category: "adventure",
    duration: msg`5 hours`,
    distance: msg`30 minutes by jeep`,
    priceEur: 40,
    highlights: [msg`Quad or camel ride`, msg`Bedouin dinner`, msg`Stargazing with a telescope`],
    featured: true,
  },
  {
    id: "kitesurfing",
    title: msg`Kitesurfing lesson`,
    description: msg`Steady north winds and flat, shallow lagoons make the coast north of Hurghada one of the best places in the world to learn.`,
    image: "/images/home/activity-kitesurf.svg",
    imageAlt: msg`A kitesurfer gliding across a shallow lagoon`,
    category: "adventure",
    duration: msg`3 hours`,
    distance: msg`25 minutes by car`,
    priceEur: 80,
    highlights: [msg`Certified instructor`, msg`All equipment included`, msg`Shallow, safe water`],
    featured: false,
  },
  {
    id: "old-town",
    title: msg`El Dahar old town and souk`,
    description: msg`Walk the lanes of Hurghada's oldest quarter: spice stalls, coppersmiths, a traditional coffee house and the El Mina Mosque by the harbour.`,
    image: "/images/home/activity-old-town.svg",
    imageAlt: msg`A mosque with a tall minaret beside market stalls`,
    category: "culture",
    duration: msg`3 hours`,
    distance: msg`20 minutes by car`,
    priceEur: 25,
    highlights: [msg`Local guide`, msg`Spice market tasting`, msg`Mint tea in a coffee house`],
    featured: true,
  },
  {
    id: "el-gouna",
    title: msg`El Gouna lagoon town`,
    description: msg`A car-free afternoon in El Gouna: cross its lagoons by water taxi, browse the shops of Abu Tig Marina and stay for the sunset.`,
    image: "/images/home/activity-el-gouna.svg",
    imageAlt: msg`Low houses with domes along a lagoon and a water taxi`,
    category: "culture",
    duration: msg`Half day`,
    distance: msg`25 minutes by car`,
    priceEur: 30,
    highlights: [msg`Water taxi ride`, msg`Abu Tig Marina`, msg`Return transfer`],
    featured: false,
  },
  {
    id: "marina-seafood",
    title: msg`Seafood dinner at the marina`,
    description: msg`Choose the day's catch at the counter and have it grilled the Egyptian way, with rice, tahini and salads, while the yachts come in.`,
    image: "/images/home/activity-marina.svg",
    imageAlt: msg`A grilled fish on a plate with lemon, by a harbour at dusk`,
    category: "dining",
    duration: msg`2 hours`,
    distance: msg`20 minutes by car`,
    priceEur: 30,
    highlights: [msg`Fish of the day`, msg`Table by the water`, msg`We book it for you`],
    featured: true,
  },
  {
    id: "cooking-class",
    title: msg`Egyptian cooking at the villa`,
    description: msg`A local cook comes to the villa's kitchen and shows you how to make koshary, molokhia and basbousa, then you eat it all together.`,
    image: "/images/home/activity-cooking.svg",
    imageAlt: msg`A table with bowls of Egyptian dishes and flatbread`,
    category: "dining",
    duration: msg`3 hours`,
    distance: msg`At the villa`,
    priceEur: 50,
    highlights: [msg`Market ingredients`, msg`Recipes to take home`, msg`Children welcome`],
    featured: false,
  },
];

export function activitiesFor(filter: ActivityFilter): Activity[] {
  return filter === "all" ? [...ACTIVITIES] : ACTIVITIES.filter((activity) => activity.category === filter);
}
