// The shape of a catalogue service (SPEC 3 Service) and the labels of its categories and difficulty levels.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const SERVICE_CATEGORY_IDS = ["included", "adventure", "wellness", "cultural", "transport", "custom"] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORY_IDS)[number];

/** The filter tabs of the services page: every category plus "all" (SPEC 2, which shows the featured services). */
export type ServiceFilter = "all" | ServiceCategory;

export type ServiceDifficulty = "Easy" | "Moderate" | "Challenging";

export type PriceUnit = "dive" | "jump" | "person" | "hour" | "session" | "day";

/**
 * SPEC 3 keeps the price as text ("From €65 per dive"); here it is data, so each language can write the
 * amount its own way and the structured data can read the amount without parsing text.
 */
export type ServicePrice =
  { kind: "included" } | { kind: "on-request" } | { kind: "amount"; amountEur: number; unit: PriceUnit; from: boolean };

export interface Service {
  /** Kebab-case slug, the `{id}` of `/{lang}/services/{id}`. */
  id: string;
  category: ServiceCategory;
  title: MessageDescriptor;
  /** One or two sentences, for cards. */
  description: MessageDescriptor;
  /** Paragraphs of the detail page. */
  longDescription: readonly MessageDescriptor[];
  highlights: readonly MessageDescriptor[];
  included: readonly MessageDescriptor[];
  price: ServicePrice;
  duration: MessageDescriptor;
  groupSize?: MessageDescriptor;
  difficulty?: ServiceDifficulty;
  available: boolean;
  featured: boolean;
  /** A local picture under /images (tests and offline visitors have no remote images). */
  image: string;
  imageAlt: MessageDescriptor;
}

export interface ServiceCategoryInfo {
  id: ServiceFilter;
  label: MessageDescriptor;
  icon: ServiceCategoryIcon;
}

export type ServiceCategoryIcon = "grid" | "home" | "wave" | "lotus" | "column" | "car" | "sparkle";

/** SPEC 3: the categories as id, name and icon, plus "all" first. */
export const SERVICE_CATEGORIES: readonly ServiceCategoryInfo[] = [
  // A context of its own: other filters' "All" (activities, articles) take another gender in French and Russian.
  { id: "all", label: msg({ message: "All", context: "service categories" }), icon: "grid" },
  { id: "included", label: msg`Included`, icon: "home" },
  { id: "adventure", label: msg`Adventure`, icon: "wave" },
  { id: "wellness", label: msg`Wellness`, icon: "lotus" },
  { id: "cultural", label: msg`Cultural`, icon: "column" },
  { id: "transport", label: msg`Transport`, icon: "car" },
  { id: "custom", label: msg`Custom`, icon: "sparkle" },
];

export const DIFFICULTY_LABELS: Record<ServiceDifficulty, MessageDescriptor> = {
  Easy: msg`Easy`,
  Moderate: msg`Moderate`,
  Challenging: msg`Challenging`,
};

export function categoryLabel(category: ServiceFilter): MessageDescriptor {
  const info = SERVICE_CATEGORIES.find((entry) => entry.id === category);
  if (!info) throw new Error(`Unknown service category ${category}`);
  return info.label;
}
