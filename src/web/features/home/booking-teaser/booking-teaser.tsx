// The home page's booking teaser (SPEC 2 "Other marketing sections"): dates from the picker with the
// villa's booked nights, 1 guest up to the villa's maximum (default 2; SPEC 2 said 1 to 12, more than the villa
// sleeps and than the booking page accepts), a "New" label where SPEC had an invented rating (until the villa has
// real reviews, DESIGN 7.4), the price and cancellation lines, and Book Now, which carries the choice to the booking
// page in its link and in the saved booking draft.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useId, useState } from "react";
import type { IsoDate } from "../../../../domain/dates.ts";
import { formatPrice } from "../../../i18n/format.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { SectionHeading } from "../../../ui/section-heading.tsx";
import { saveTeaserChoice } from "../../../shared/booking/draft.ts";
import { bookingHref } from "../../../shared/booking/booking-search.ts";
import { preloadDatePicker } from "../../../shared/booking/date-picker/date-range-picker.tsx";
import { StayDatesHalves } from "../../../shared/booking/date-picker/stay-dates-halves.tsx";
import { BookingLink } from "../booking-link.tsx";
import { Icon } from "../../../ui/icons.tsx";
import { usePageLanguage } from "../../../islands/navigation.tsx";
import { siteVilla } from "../../../shared/site/site-data.ts";
import { defineIsland } from "../../../islands/island.tsx";

/** SPEC 9 teaser values, with as many guests as the main villa sleeps (shared/site/site-data.ts). */
function teaserGuestOptions(maxGuests: number): number[] {
  return Array.from({ length: maxGuests }, (_, i) => i + 1);
}
export const TEASER_DEFAULT_GUESTS = 2;

const loadPicker = () => import("./teaser-date-picker.tsx");
// The picker and the villa lookup behind it come when a guest opens it (or shows intent to).
const TeaserDatePicker = lazy(loadPicker);

function preloadPicker(): void {
  void loadPicker();
  preloadDatePicker();
}

export function BookingTeaser() {
  const { t, i18n } = useLingui();
  const lang = usePageLanguage();
  const guestsId = useId();
  const [checkIn, setCheckIn] = useState<IsoDate | null>(null);
  const [checkOut, setCheckOut] = useState<IsoDate | null>(null);
  // The lowest nightly rate of the coming year, which the server printed with the page (site-page-data.ts).
  const { maxGuests, fromPrice } = siteVilla(lang);
  const [guests, setGuests] = useState(Math.min(TEASER_DEFAULT_GUESTS, maxGuests));
  // The villa is looked up only once a guest opens the picker: the home page itself makes no API call.
  const [pickerOpen, setPickerOpen] = useState(false);

  const choice = { checkIn, checkOut, guests };
  const price = formatPrice(i18n, fromPrice);

  return (
    <section aria-labelledby="teaser-title" className="relative bg-sea-900 py-16 text-white md:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 md:px-6 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-center">
        <div>
          <SectionHeading
            id="teaser-title"
            align="start"
            tone="inverse"
            eyebrow={<Trans>Plan your stay</Trans>}
            title={<Trans>Choose your dates, the villa is yours</Trans>}
            description={
              <Trans>
                Send a request in two minutes: we confirm within 24 hours, and nothing is charged until then.
              </Trans>
            }
          />
          <p className="mt-6">
            <span className="inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              <Trans comment="In place of a star rating while the villa has no reviews yet">New</Trans>
            </span>
          </p>
        </div>

        <div className="rounded-3xl bg-white p-5 text-slate-900 shadow-2xl sm:p-7">
          <p className="text-slate-700">
            <Trans>
              from <span className="font-serif text-3xl font-semibold text-sea-900">{price}</span> per night
            </Trans>
          </p>

          <button
            type="button"
            onClick={() => setPickerOpen(true)}
            onPointerEnter={preloadPicker}
            onFocus={preloadPicker}
            className="mt-5 grid w-full grid-cols-2 overflow-hidden rounded-2xl text-start ring-1 ring-slate-300 transition hover:ring-sea-700"
          >
            <StayDatesHalves checkIn={checkIn} checkOut={checkOut} testIdPrefix="teaser" />
          </button>

          <label htmlFor={guestsId} className="mt-4 block text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <Trans>Guests</Trans>
          </label>
          <select
            id={guestsId}
            value={guests}
            onChange={(event) => setGuests(Number(event.target.value))}
            className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base"
          >
            {teaserGuestOptions(maxGuests).map((count) => (
              <option key={count} value={count}>
                {t({ message: plural(count, { one: "# guest", other: "# guests" }) })}
              </option>
            ))}
          </select>

          <BookingLink
            href={bookingHref(lang, choice)}
            onFollow={() => saveTeaserChoice(choice)}
            className={buttonClass({ size: "lg", fullWidth: true, className: "mt-6" })}
          >
            <Trans>Book Now</Trans>
          </BookingLink>

          <p className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-700">
            <Icon name="check" className="size-5 text-emerald-700" />
            <span>
              <Trans>Free cancellation</Trans>
              <span className="text-slate-700"> · </span>
              <Trans>up to 14 days before arrival</Trans>
            </span>
          </p>
        </div>
      </div>

      {pickerOpen ? (
        <Suspense fallback={null}>
          <TeaserDatePicker
            onClose={() => setPickerOpen(false)}
            checkIn={checkIn}
            checkOut={checkOut}
            onConfirm={(stay) => {
              setCheckIn(stay.checkIn);
              setCheckOut(stay.checkOut);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

export const bookingTeaserIsland = defineIsland("booking-teaser", BookingTeaser);
