// The booking card as an island of the server-rendered villa page: its props are what the card needs of the villa
// and the link's choice (?checkIn=&checkOut=&guests=), and it brings the data layer (the guest's session, stays and
// outbox) but not the router. Once the guest changes what the link carried, the link's values leave the address, so a
// reload shows the draft.
import { useState } from "react";
import { isLanguage } from "../../../../domain/languages.ts";
import { isIsoDate } from "../../../../domain/dates.ts";
import type { BookingSearch } from "../../../shared/booking/booking-search.ts";
import { defineIsland } from "../../../islands/island.tsx";
import { useNavigation } from "../../../islands/navigation.tsx";
import { WithDataLayer } from "../../../islands/with-data-layer.tsx";
import { BookingCard } from "./booking-card.tsx";

export type BookingCardIslandProps = {
  villaId: string;
  title: string;
  pricePerNight: number;
  maxGuests: number;
  language: string;
  checkIn: string | null;
  checkOut: string | null;
  guests: number | null;
};

/** The island's props for the link's choice (a parsed BookingSearch). */
export function linkChoiceProps(
  search: BookingSearch,
): Pick<BookingCardIslandProps, "checkIn" | "checkOut" | "guests"> {
  return { checkIn: search.checkIn ?? null, checkOut: search.checkOut ?? null, guests: search.guests ?? null };
}

function searchOf({ checkIn, checkOut, guests }: BookingCardIslandProps): BookingSearch {
  return {
    ...(isIsoDate(checkIn) && isIsoDate(checkOut) ? { checkIn, checkOut } : {}),
    ...(guests === null ? {} : { guests }),
  };
}

function BookingCardIsland(props: BookingCardIslandProps) {
  const { villaId, title, pricePerNight, maxGuests } = props;
  const language = isLanguage(props.language) ? props.language : "en";
  const { replaceSearch } = useNavigation();
  const [linkChoice, setLinkChoice] = useState(() => searchOf(props));
  const dropLinkChoice = () => {
    if (Object.keys(linkChoice).length === 0) return;
    setLinkChoice({});
    replaceSearch({});
  };
  return (
    <WithDataLayer>
      <BookingCard
        // A new language starts the card afresh from the saved draft, so no message stays in the old language.
        key={language}
        villa={{ id: villaId, title, pricePerNight, maxGuests }}
        language={language}
        search={linkChoice}
        onLinkChoiceReplaced={dropLinkChoice}
      />
    </WithDataLayer>
  );
}

export const bookingCardIsland = defineIsland("booking-card", BookingCardIsland);
