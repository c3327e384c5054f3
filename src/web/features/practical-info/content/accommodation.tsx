// 1. Your Accommodation (SPEC 2 practical info): what a stay includes and does not, the booking conditions
// (SPEC 9 deposit, cancellation, check-in and check-out) and the house rules (quiet hours, 10 guests). The payment
// figures are the schedule's own (domain/payments/payment-schedule.ts).
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  BALANCE_DAYS_BEFORE_ARRIVAL,
  DEFAULT_DEPOSIT_DUE_DAYS,
  DEPOSIT_SHARE,
} from "../../../../domain/payments/payment-schedule.ts";
import { SiteLink, usePageLanguage } from "../../../islands/navigation.tsx";
import { formatClockTime, formatShare } from "../../../i18n/format.ts";
import { InfoList, Lead } from "../info-blocks.tsx";

export function IncludedSection() {
  return (
    <>
      <Lead>
        <Trans>Every stay includes the following, with no extra charge on top of your booking total.</Trans>
      </Lead>
      <InfoList
        items={[
          {
            id: "villa",
            title: <Trans>The whole villa</Trans>,
            children: (
              <Trans>
                Four air-conditioned bedrooms, three bathrooms, the living room, a fully equipped kitchen and the
                terraces, for your party alone: up to 10 guests.
              </Trans>
            ),
          },
          {
            id: "pool",
            title: <Trans>Private infinity pool</Trans>,
            children: (
              <Trans>
                The pool is yours only. Pool towels and sun loungers are provided, and the water is cleaned every day.
              </Trans>
            ),
          },
          {
            id: "housekeeping",
            title: <Trans>Daily housekeeping</Trans>,
            children: (
              <Trans>
                The villa is cleaned every day at a time that suits you. Bed linen is changed twice a week and towels
                whenever you ask.
              </Trans>
            ),
          },
          {
            id: "wifi",
            title: <Trans>High-speed WiFi</Trans>,
            children: (
              <Trans>
                Fast WiFi throughout the house and by the pool, good enough for video calls. The network name and
                password are in the welcome folder.
              </Trans>
            ),
          },
          {
            id: "transfer",
            title: <Trans>Airport transfer</Trans>,
            children: (
              <Trans>
                A driver meets you at Hurghada International Airport and drives you back on your last day, whatever time
                your flight.
              </Trans>
            ),
          },
          {
            id: "concierge",
            title: <Trans>24/7 concierge</Trans>,
            children: (
              <Trans>
                A restaurant table, an excursion, a doctor or a question at midnight: the concierge answers by phone or
                message at any hour.
              </Trans>
            ),
          },
          {
            id: "welcome",
            title: <Trans>Welcome pack</Trans>,
            children: (
              <Trans>
                Drinking water, fresh fruit, coffee, tea, milk and the basics for your first breakfast are waiting in
                the kitchen when you arrive.
              </Trans>
            ),
          },
        ]}
      />
    </>
  );
}

export function NotIncludedSection() {
  return (
    <>
      <Lead>
        <Trans>These are paid separately. The concierge will gladly arrange any of them for you.</Trans>
      </Lead>
      <InfoList
        tone="muted"
        items={[
          {
            id: "meals",
            title: <Trans>Meals and groceries</Trans>,
            children: (
              <Trans>
                Breakfast, lunch and dinner are not included. The kitchen is yours to use, groceries can be delivered
                and a private chef can cook at the villa on request.
              </Trans>
            ),
          },
          {
            id: "activities",
            title: <Trans>Activities and excursions</Trans>,
            children: (
              <Trans>
                Diving, snorkelling trips, desert safaris and day tours are paid to the provider or through the
                concierge.
              </Trans>
            ),
          },
          {
            id: "spa",
            title: <Trans>Spa and treatments</Trans>,
            children: <Trans>Massages at the villa and visits to a hammam are booked and paid separately.</Trans>,
          },
          {
            id: "transport",
            title: <Trans>Transport during your stay</Trans>,
            children: (
              <Trans>
                Taxis, car hire and private drivers, apart from the airport transfers on arrival and departure.
              </Trans>
            ),
          },
          {
            id: "shopping",
            title: <Trans>Shopping and personal expenses</Trans>,
            children: (
              <Trans>
                Souvenirs, drinks in bars and restaurants, tips and anything else you buy during your holiday.
              </Trans>
            ),
          },
        ]}
      />
    </>
  );
}

export function BookingConditionsSection() {
  const { i18n } = useLingui();
  const lang = usePageLanguage();
  const checkIn = formatClockTime(i18n, "15:00");
  const checkOut = formatClockTime(i18n, "11:00");
  const deposit = formatShare(i18n, DEPOSIT_SHARE);
  const depositDays = DEFAULT_DEPOSIT_DUE_DAYS;
  const balanceDays = BALANCE_DAYS_BEFORE_ARRIVAL;
  return (
    <>
      <Lead>
        <Trans>
          The same conditions apply to every booking; you will find them in full in our{" "}
          <SiteLink to={`/${lang}/terms`} className="font-semibold text-sea-900 underline underline-offset-2">
            terms and conditions
          </SiteLink>
          .
        </Trans>
      </Lead>
      <InfoList
        items={[
          {
            id: "payment",
            title: <Trans>Payment</Trans>,
            children: (
              <Trans>
                A {deposit} deposit is due within <Plural value={depositDays} one="# day" other="# days" /> of our
                confirmation, and the balance <Plural value={balanceDays} one="# day" other="# days" /> before your
                arrival. Confirmed <Plural value={balanceDays} one="# day" other="# days" /> or fewer before arrival,
                you pay the whole amount at once, within <Plural value={depositDays} one="# day" other="# days" />.
                Paying on arrival, you settle the balance on the day you arrive.
              </Trans>
            ),
          },
          {
            id: "cancellation",
            title: <Trans>Cancellation</Trans>,
            children: (
              <Trans>
                Free of charge up to 14 days before arrival. Within 14 days of arrival, 50% of the total is charged;
                within 72 hours of arrival, there is no refund. Whatever you have paid beyond the charge is refunded.
              </Trans>
            ),
          },
          {
            id: "check-in",
            title: <Trans>Check-in</Trans>,
            children: (
              <Trans>
                From {checkIn} on the day of arrival. Landing earlier? Tell us your flight time: if the villa is ready,
                you can move in sooner.
              </Trans>
            ),
          },
          {
            id: "check-out",
            title: <Trans>Check-out</Trans>,
            children: (
              <Trans>
                Until {checkOut} on the day of departure. A later check-out is often possible when no guests arrive the
                same day: just ask.
              </Trans>
            ),
          },
        ]}
      />
    </>
  );
}

export function HouseRulesSection() {
  const { i18n } = useLingui();
  const quietFrom = formatClockTime(i18n, "22:00");
  const quietUntil = formatClockTime(i18n, "08:00");
  return (
    <>
      <Lead>
        <Trans>A few simple rules keep the villa pleasant for you and peaceful for the neighbours.</Trans>
      </Lead>
      <InfoList
        items={[
          {
            id: "smoking",
            title: <Trans>Smoking</Trans>,
            children: (
              <Trans>
                Smoking is not allowed inside the villa. You are welcome to smoke on the terraces and in the garden;
                please use the ashtrays.
              </Trans>
            ),
          },
          {
            id: "parties",
            title: <Trans>Parties and events</Trans>,
            children: <Trans>Parties and events are not allowed without the owner's written agreement.</Trans>,
          },
          {
            id: "pets",
            title: <Trans>Pets</Trans>,
            children: <Trans>Pets are not allowed, with the exception of assistance dogs.</Trans>,
          },
          {
            id: "noise",
            title: <Trans>Noise</Trans>,
            children: (
              <Trans>
                Quiet hours are from {quietFrom} to {quietUntil}. Please keep music and voices low outside, especially
                by the pool.
              </Trans>
            ),
          },
          {
            id: "capacity",
            title: <Trans>Capacity</Trans>,
            children: (
              <Trans>
                The villa sleeps at most 10 guests. Only the guests named in the booking stay overnight; tell us in
                advance if you would like to invite visitors.
              </Trans>
            ),
          },
        ]}
      />
    </>
  );
}
