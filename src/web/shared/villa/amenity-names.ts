// Each amenity key the API may send (SPEC 3: snake_case keys such as "air_conditioning") with its name in the
// visitor's language and its icon. A key this list does not know still shows, spelled out from the key with a
// generic icon, so a villa edited in the back office never loses an amenity on the page.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Amenity } from "../../../domain/schemas/villa.ts";
import type { IconName } from "../../ui/icons.tsx";

interface AmenityInfo {
  name: MessageDescriptor;
  icon: IconName;
}

const KNOWN: Record<Amenity, AmenityInfo> = {
  wifi: { name: msg`High-speed WiFi`, icon: "wifi" },
  pool: { name: msg`Private pool`, icon: "pool" },
  parking: { name: msg`Private parking`, icon: "car" },
  kitchen: { name: msg`Fully equipped kitchen`, icon: "kitchen" },
  air_conditioning: { name: msg`Air conditioning`, icon: "snowflake" },
  heating: { name: msg`Heating`, icon: "flame" },
  tv: { name: msg`TV`, icon: "tv" },
  washing_machine: { name: msg`Washing machine`, icon: "washer" },
  dishwasher: { name: msg`Dishwasher`, icon: "dishes" },
  balcony: { name: msg`Balcony`, icon: "balcony" },
  garden: { name: msg`Garden`, icon: "leaf" },
  terrace: { name: msg`Sun terrace`, icon: "sun" },
  gym: { name: msg`Gym`, icon: "dumbbell" },
  spa: { name: msg`Spa`, icon: "spa" },
  bbq: { name: msg`Barbecue`, icon: "grill" },
  fireplace: { name: msg`Fireplace`, icon: "flame" },
  hot_tub: { name: msg`Hot tub`, icon: "bubbles" },
  beach_access: { name: msg`Beach access`, icon: "umbrella" },
  mountain_view: { name: msg`Mountain view`, icon: "mountain" },
  city_view: { name: msg`City view`, icon: "city" },
};

function isKnown(key: string): key is Amenity {
  return Object.hasOwn(KNOWN, key);
}

/** "sea_view" → "Sea view": an unknown key read aloud rather than hidden. */
export function spelledOut(key: string): string {
  const words = key.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function amenityName(i18n: I18n, key: string): string {
  return isKnown(key) ? i18n._(KNOWN[key].name) : spelledOut(key);
}

export function amenityIcon(key: string): IconName {
  return isKnown(key) ? KNOWN[key].icon : "sparkle";
}
