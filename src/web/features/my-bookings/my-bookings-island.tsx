// My Bookings' content as an island of the prerendered page (src/web/islands/), never with the router: the filter and
// the page are read from the address and changed through the page's navigation (history entries, no page load). The
// build cannot know the guest, so it renders the page's heading over a loading list, and the browser hydrates that
// alone: the page responds with React and Lingui only. Then the island shows the guest's part (guests-bookings.tsx),
// which brings the data layer: the guest's bookings, or the sign-in panel. Inside the app it is the page's
// component, and shows the guest's part as soon as its code is there.
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useMemo } from "react";
import { isLanguage, type Language } from "../../../domain/languages.ts";
import { defineIsland } from "../../islands/island.tsx";
import { useNavigation } from "../../islands/navigation.tsx";
import { useBrowserFact } from "../../ui/external-value.ts";
import { BookingsSkeleton } from "./bookings-skeleton.tsx";
import { MY_BOOKINGS_SECTION_CLASS, MyBookingsHeading } from "./my-bookings-heading.tsx";
import { parseMyBookingsSearch, searchParams, type MyBookingsSearch } from "./search-params.ts";

const GuestsBookings = lazy(() =>
  import("./guests-bookings.tsx").then((module) => ({ default: module.GuestsBookingsWithData })),
);

/** The page before the guest is known: the heading over a list still loading. */
function GuestNotKnown({ language }: { language: Language }) {
  return (
    <section aria-labelledby="my-bookings-title" className={MY_BOOKINGS_SECTION_CLASS}>
      <MyBookingsHeading language={language} />
      <p role="status" className="mt-8 text-sm text-slate-700">
        <Trans>Loading your bookings...</Trans>
      </p>
      <div className="mt-6">
        <BookingsSkeleton />
      </div>
    </section>
  );
}

function MyBookingsIsland(props: { language: string }) {
  const language = isLanguage(props.language) ? props.language : "en";
  const { location, pushSearch, replaceSearch } = useNavigation();
  const search = useMemo(
    () => parseMyBookingsSearch(Object.fromEntries(new URLSearchParams(location.search))),
    [location.search],
  );
  const onSearchChange = useCallback(
    (next: MyBookingsSearch, options?: { replace?: boolean }) =>
      (options?.replace ? replaceSearch : pushSearch)(searchParams(next)),
    [pushSearch, replaceSearch],
  );
  // False in the build's render and in the browser's hydration of it, true from then on (and at once in the app).
  const inBrowser = useBrowserFact(() => true, false);
  const notKnown = <GuestNotKnown language={language} />;
  if (!inBrowser) return notKnown;
  return (
    <Suspense fallback={notKnown}>
      <GuestsBookings language={language} search={search} onSearchChange={onSearchChange} />
    </Suspense>
  );
}

export const myBookingsIsland = defineIsland("my-bookings", MyBookingsIsland);
