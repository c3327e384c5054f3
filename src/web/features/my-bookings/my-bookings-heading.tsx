// The top of the signed-in My Bookings: its heading, what the page holds and the way to book another stay. The page's
// island renders it alone until it knows the guest (my-bookings-island.tsx), so it is in the page's HTML from the build.
import { Trans } from "@lingui/react/macro";
import type { Ref } from "react";
import type { Language } from "../../../domain/languages.ts";
import { localPath } from "../../i18n/language-path.ts";
import { SiteLink } from "../../islands/navigation.tsx";
import { buttonClass } from "../../ui/button-styles.ts";

export const MY_BOOKINGS_SECTION_CLASS = "mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14";

export function MyBookingsHeading({
  language,
  headingRef,
}: {
  language: Language;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1
          id="my-bookings-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-3xl font-semibold text-sea-900 focus:outline-none md:text-4xl"
        >
          <Trans>My Bookings</Trans>
        </h1>
        <p className="mt-2 text-slate-700">
          <Trans>Your booking requests and stays at Red Sea Villa.</Trans>
        </p>
      </div>
      <SiteLink to={localPath(language, "/booking")} className={buttonClass({ variant: "secondary", size: "sm" })}>
        <Trans>Book another stay</Trans>
      </SiteLink>
    </div>
  );
}
