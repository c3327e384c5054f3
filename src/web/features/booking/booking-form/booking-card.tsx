// The villa page's booking card (SPEC 2): dates box opening the picker, guests 1..maxGuests, the optional expected
// arrival time (half hours from check-in at 15:00, the villa's clock), phone, date of birth
// (at most about 18 years ago), payment method, notes with a 500-character counter, the price breakdown and the
// submit button. Everything typed is kept in the draft; once a request is sent the card shows what was sent, and a
// request saved without a connection is followed until it went out or failed (followed-requests.ts). Above the form,
// the guest's requests for this villa still on this device; under the dates, a warning when they ask for nights the
// guest asked for already.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { addYears, villaToday, type IsoDate } from "../../../../domain/dates.ts";
import type { Language } from "../../../../domain/languages.ts";
import { MAX_AGE, MIN_AGE } from "../../../../domain/age-limits.ts";
import { useAuth } from "../../../auth/use-auth.ts";
import { ARRIVAL_TIMES } from "../../../../domain/schemas/booking-fields.ts";
import { formatClockTime, formatPrice } from "../../../i18n/format.ts";
import { queuedOverlapping, type QueuedBookingItem } from "../../../offline/outbox/queued-stays.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { SelectField, TextField } from "../../../ui/form/fields.tsx";
import { ownStayOverlapping, useOwnStays } from "../../../shared/my-stays/own-stays.ts";
import type { BookingSearch } from "../../../shared/booking/booking-search.ts";
import { DateRangePicker } from "../../../shared/booking/date-picker/date-range-picker.tsx";
import { useDatePickerWarmUp } from "../../../shared/booking/date-picker/warm-up.ts";
import { useVillaRates } from "../../../shared/villa/villa-rates.ts";
import type { BookingField, BookingRequestBody } from "../../../shared/booking/booking-request.ts";
import { AccountNeededNotice } from "./account-needed-notice.tsx";
import { BookingSent, type BookingOutcome, type SentBooking } from "./booking-sent.tsx";
import { draftAfterBooking, subscribeToRestoredDraft, type BookingFormDraft } from "../../../shared/booking/draft.ts";
import { useFollowedRequests, type FollowedRequest } from "./followed-requests.ts";
import { NotesField } from "./notes-field.tsx";
import { PaymentMethodField } from "./payment-method-field.tsx";
import { breakdownFor, PriceBreakdown } from "./price-breakdown.tsx";
import { QueuedRequests } from "./queued-requests.tsx";
import { SignInRequiredDialog } from "./sign-in-required-dialog.tsx";
import { OwnRequestNotice, queuedOverlapText, StayConflictWarning } from "./stay-conflicts.tsx";
import { StayDatesButton } from "./stay-dates-button.tsx";
import { useBookingDraft } from "./use-booking-draft.ts";
import { useBookingSubmit, type FieldMessages } from "./use-booking-submit.ts";

export interface BookingCardProps {
  villa: { id: string; title: string; pricePerNight: number; maxGuests: number };
  language: Language;
  /** The page link's dates and guests (the home teaser's choice), which win over the saved draft. */
  search: BookingSearch;
  /** Called once the guest changes what the link carried, so a reload shows the draft rather than the link. */
  onLinkChoiceReplaced: () => void;
}

/** What left the form: sent at once, or saved in the outbox under its Idempotency-Key (followed from then on). */
type CardOutcome =
  { kind: "sent"; booking: SentBooking } | { kind: "queued"; request: BookingRequestBody; key: string };

/** What the card shows for `outcome` now; null when a saved request was discarded (the form is back). */
function outcomeView(outcome: CardOutcome, followed: readonly FollowedRequest[]): BookingOutcome | null {
  if (outcome.kind === "sent") return outcome;
  const entry = followed.find((candidate) => candidate.key === outcome.key);
  // Not listed yet: it was queued a moment ago.
  if (!entry) return { kind: "queued", request: outcome.request, sending: false };
  switch (entry.phase) {
    case "waiting":
      return { kind: "queued", request: outcome.request, sending: false };
    case "sending":
    case "checking":
      return { kind: "queued", request: outcome.request, sending: true };
    case "failed":
      return { kind: "failed", item: entry.item };
    case "sent":
      return { kind: "sent", booking: entry.booking };
    case "dropped":
      return null;
  }
}

export function BookingCard({ villa, language, search, onLinkChoiceReplaced }: BookingCardProps) {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useAuth();
  const requests = useFollowedRequests(villa.id);
  const ownStays = useOwnStays(isAuthenticated);
  // The server refused the last request because the guest's own booking holds those nights.
  const [heldByGuest, setHeldByGuest] = useState(false);
  const { draft, update, replace } = useBookingDraft(search);
  const [problems, setProblems] = useState<FieldMessages>({});
  const [pickerOpen, setPickerOpen] = useState(false);
  // After the dates were taken under the guest, the picker opens on the month they had chosen.
  const [pickerMonth, setPickerMonth] = useState<IsoDate | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  // How many times the signed-out guest chose Continue as Guest: from the first, the card says what sending needs,
  // above its submit button (each time anew, so focus goes there again).
  const [continuedAsGuest, setContinuedAsGuest] = useState(0);
  // Once a request left the form (sent, or saved without a connection) the card shows that instead.
  const [outcome, setOutcome] = useState<CardOutcome | null>(null);
  const today = useMemo(() => villaToday(), []);
  // The villa's pricing and seasons: the breakdown prices the stay with them as the server will.
  const villaRates = useVillaRates(villa.id);
  useDatePickerWarmUp(villa.id, draft.checkIn || null, pickerMonth, today);
  // A queued request whose dates were taken gives its details back (use-booking-draft): the form comes back for them.
  useEffect(() => subscribeToRestoredDraft(() => setOutcome(null)), []);

  const datesRef = useRef<HTMLButtonElement>(null);
  const guestsRef = useRef<HTMLSelectElement>(null);
  const arrivalRef = useRef<HTMLSelectElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const birthRef = useRef<HTMLInputElement>(null);
  const paymentRef = useRef<HTMLInputElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const focusField = (field: BookingField) => {
    const targets: Record<BookingField, { current: HTMLElement | null }> = {
      dates: datesRef,
      totalGuests: guestsRef,
      arrivalTime: arrivalRef,
      phone: phoneRef,
      dateOfBirth: birthRef,
      paymentMethod: paymentRef,
      notes: notesRef,
    };
    targets[field].current?.focus();
  };

  const change = (patch: Partial<BookingFormDraft>, fields: BookingField[]) => {
    update(patch);
    if ("checkIn" in patch) setHeldByGuest(false);
    // A field the guest corrects loses its old message at once.
    setProblems((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
    if ("checkIn" in patch || "totalGuests" in patch) onLinkChoiceReplaced();
  };

  const datesChosen = draft.checkIn !== "" && draft.checkOut !== "";
  const chosenStay = datesChosen ? { checkIn: draft.checkIn, checkOut: draft.checkOut } : null;
  const stillQueued = requests.followed.flatMap((entry): QueuedBookingItem[] => ("item" in entry ? [entry.item] : []));
  const queuedOverlap = chosenStay ? queuedOverlapping(stillQueued, chosenStay) : null;
  const ownOverlap = chosenStay ? ownStayOverlapping(ownStays.stays, villa.id, chosenStay) : null;

  const { submit, sending } = useBookingSubmit({
    villa,
    draft,
    isAuthenticated,
    onProblems: (messages, focus) => {
      setProblems(messages);
      if (focus) focusField(focus);
    },
    onSignInNeeded: () => setSignInOpen(true),
    onSent: (booking) => {
      replace(draftAfterBooking(draft));
      onLinkChoiceReplaced();
      setOutcome({ kind: "sent", booking });
    },
    onQueued: (request, key) => {
      replace(draftAfterBooking(draft));
      onLinkChoiceReplaced();
      setOutcome({ kind: "queued", request, key });
    },
    // The nights show as booked in the picker already (use-booking-submit marks them).
    onDatesTaken: () => {
      const taken = draft.checkIn;
      change({ checkIn: "", checkOut: "" }, ["dates"]);
      setPickerMonth(taken || null);
      datesRef.current?.focus();
      setPickerOpen(true);
    },
    onHeldByGuest: () => {
      change({ checkIn: "", checkOut: "" }, ["dates"]);
      setHeldByGuest(true);
      datesRef.current?.focus();
    },
    queuedOverlap: queuedOverlap ? queuedOverlapText(i18n, queuedOverlap.request) : null,
  });

  const view = outcome ? outcomeView(outcome, requests.followed) : null;
  if (view) {
    return (
      <BookingSent outcome={view} language={language} onBookAnother={() => setOutcome(null)} onRetry={requests.retry} />
    );
  }

  const breakdown = breakdownFor(villaRates.rates, villaRates.error !== null, {
    checkIn: draft.checkIn,
    checkOut: draft.checkOut,
    guests: draft.totalGuests,
  });
  // 1..maxGuests; a larger count carried in from the home teaser (it offers up to 12) is shown as it is, so the
  // guest sees what they asked for and the rule's message explains the limit, rather than it silently shrinking.
  const guestCounts = Array.from({ length: villa.maxGuests }, (_, i) => i + 1);
  if (draft.totalGuests > villa.maxGuests) guestCounts.push(draft.totalGuests);
  const guestOptions = guestCounts.map((count) => ({
    value: String(count),
    label: t({ message: plural(count, { one: "# guest", other: "# guests" }) }),
  }));
  const arrivalOptions = ARRIVAL_TIMES.map((time) => ({ value: time, label: formatClockTime(i18n, time) }));
  const first = (field: BookingField) => problems[field]?.[0];
  const nightly = formatPrice(i18n, villa.pricePerNight);
  const maxGuests = villa.maxGuests;
  const bookingPath = `/${language}/booking`;

  return (
    <>
      <form
        noValidate
        aria-labelledby="booking-card-title"
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-5"
      >
        <div>
          <h2
            id="booking-card-title"
            tabIndex={-1}
            className="scroll-mt-[calc(var(--header-height)+1rem)] font-serif text-2xl font-semibold text-sea-900 focus:outline-none"
          >
            <Trans>Request your stay</Trans>
          </h2>
          <p className="mt-1 text-slate-700">
            <Trans>
              <span className="font-serif text-2xl font-semibold text-slate-900">{nightly}</span> per night
            </Trans>
          </p>
        </div>

        <QueuedRequests
          followed={requests.followed}
          language={language}
          onRetry={requests.retry}
          onDismiss={requests.dismiss}
        />

        <StayDatesButton
          checkIn={draft.checkIn}
          checkOut={draft.checkOut}
          onOpen={() => {
            setPickerMonth(null);
            setPickerOpen(true);
          }}
          errors={problems.dates ?? []}
          buttonRef={datesRef}
        />
        {heldByGuest ? <OwnRequestNotice language={language} /> : null}
        <StayConflictWarning queued={queuedOverlap?.request ?? null} own={ownOverlap} language={language} />

        <SelectField
          label={<Trans>Guests</Trans>}
          hint={t({ message: plural(maxGuests, { one: "Up to # guest", other: "Up to # guests" }) })}
          value={String(draft.totalGuests)}
          onChange={(value) => change({ totalGuests: Number(value) }, ["totalGuests"])}
          options={guestOptions}
          error={first("totalGuests")}
          inputRef={guestsRef}
          required
        />

        <SelectField
          label={<Trans>Expected arrival time (optional)</Trans>}
          hint={<Trans>Local time at the villa</Trans>}
          placeholder={t`No preference`}
          value={draft.arrivalTime}
          onChange={(arrivalTime) => change({ arrivalTime }, ["arrivalTime"])}
          options={arrivalOptions}
          error={first("arrivalTime")}
          inputRef={arrivalRef}
        />

        <TextField
          label={<Trans>Phone number</Trans>}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+49 151 12345678"
          maxLength={40}
          value={draft.phone}
          onChange={(phone) => change({ phone }, ["phone"])}
          error={first("phone")}
          inputRef={phoneRef}
          required
        />

        <TextField
          label={<Trans>Date of birth</Trans>}
          hint={<Trans>You must be 18 or older to book.</Trans>}
          type="date"
          autoComplete="bday"
          min={addYears(today, -MAX_AGE)}
          max={addYears(today, -MIN_AGE)}
          value={draft.dateOfBirth}
          onChange={(dateOfBirth) => change({ dateOfBirth }, ["dateOfBirth"])}
          error={first("dateOfBirth")}
          inputRef={birthRef}
          required
        />

        <PaymentMethodField
          value={draft.paymentMethod}
          onChange={(paymentMethod) => change({ paymentMethod }, ["paymentMethod"])}
          inputRef={paymentRef}
        />

        <NotesField
          value={draft.notes}
          onChange={(notes) => change({ notes }, ["notes"])}
          error={first("notes")}
          inputRef={notesRef}
        />

        <PriceBreakdown state={breakdown} />

        {continuedAsGuest > 0 && !isAuthenticated ? (
          <AccountNeededNotice key={continuedAsGuest} language={language} returnTo={bookingPath} />
        ) : null}

        <div>
          <button
            type="submit"
            disabled={sending}
            // Until both dates are chosen the button is shown disabled but stays reachable: pressing it says what is
            // missing (SPEC 5 "Check-in date required") instead of doing nothing.
            aria-disabled={!datesChosen || undefined}
            className={buttonClass({ size: "lg", fullWidth: true })}
          >
            {sending ? <Trans>Submitting...</Trans> : <Trans>Send booking request</Trans>}
          </button>
          <p className="mt-3 text-center text-sm text-slate-700">
            <Trans>You won't be charged now: we reply within 24 hours.</Trans>
          </p>
        </div>
      </form>

      <DateRangePicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        villaId={villa.id}
        checkIn={draft.checkIn || null}
        checkOut={draft.checkOut || null}
        openOn={pickerMonth}
        onConfirm={(stay) => change({ checkIn: stay.checkIn, checkOut: stay.checkOut }, ["dates"])}
      />
      <SignInRequiredDialog
        open={signInOpen}
        onClose={() => setSignInOpen(false)}
        onContinueAsGuest={() => {
          setSignInOpen(false);
          setContinuedAsGuest((times) => times + 1);
        }}
        language={language}
        returnTo={bookingPath}
      />
    </>
  );
}
