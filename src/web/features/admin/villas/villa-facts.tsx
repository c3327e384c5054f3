// Bedrooms, bathrooms and guests of a villa as short counted phrases ("4 bedrooms"), for the cards and the detail.
import { Plural } from "@lingui/react/macro";

export function BedroomsText({ count }: { count: number }) {
  return <Plural value={count} one="# bedroom" other="# bedrooms" />;
}

export function BathroomsText({ count }: { count: number }) {
  return <Plural value={count} one="# bathroom" other="# bathrooms" />;
}

export function GuestsText({ count }: { count: number }) {
  return <Plural value={count} one="Up to # guest" other="Up to # guests" />;
}
