// Terms of booking (SPEC 2 legal pages) with the booking rules of SPEC 1 and 9: free request, reply within
// 24 hours, deposit and balance, cancellation, check-in and check-out, quiet hours, occupancy and the price. The
// payment schedule's figures are the ones the code applies (domain/payments/payment-schedule.ts), so the terms say
// exactly what a confirmed booking then asks for.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CANCELLATION_CHARGE_SHARE } from "../../../domain/cancellation-policy.ts";
import {
  BALANCE_DAYS_BEFORE_ARRIVAL,
  DEFAULT_DEPOSIT_DUE_DAYS,
  DEPOSIT_SHARE,
} from "../../../domain/payments/payment-schedule.ts";
import { CLEANING_FEE, SERVICE_FEE_RATE } from "../../../domain/pricing.ts";
import { formatPrice, formatShare } from "../../i18n/format.ts";
import { LAST_UPDATED } from "./last-updated.ts";
import { formatClockTime } from "./legal-formats.ts";
import { LegalPage, type LegalSection } from "./legal-page.tsx";
import { OwnerContact, OwnerEmailLink } from "./owner-contact.tsx";

// SPEC 9 figures that only these terms state (the price, payment and cancellation figures come from the domain rules).
const CHECK_IN_HOUR = 15;
const CHECK_OUT_HOUR = 11;
const QUIET_HOURS_FROM = 22;
const QUIET_HOURS_UNTIL = 8;

export function TermsOfBookingPage() {
  const { t, i18n } = useLingui();
  const deposit = formatShare(i18n, DEPOSIT_SHARE);
  const balance = formatShare(i18n, 1 - DEPOSIT_SHARE);
  const depositDays = DEFAULT_DEPOSIT_DUE_DAYS;
  const balanceDays = BALANCE_DAYS_BEFORE_ARRIVAL;
  const lateCancellationCharge = formatShare(i18n, CANCELLATION_CHARGE_SHARE.partial);
  const serviceFee = formatShare(i18n, SERVICE_FEE_RATE);
  const cleaningFee = formatPrice(i18n, CLEANING_FEE);
  const checkIn = formatClockTime(i18n, CHECK_IN_HOUR);
  const checkOut = formatClockTime(i18n, CHECK_OUT_HOUR);
  const quietFrom = formatClockTime(i18n, QUIET_HOURS_FROM);
  const quietUntil = formatClockTime(i18n, QUIET_HOURS_UNTIL);

  const sections: LegalSection[] = [
    {
      id: "scope",
      title: t`About these terms`,
      content: (
        <>
          <p>
            <Trans>
              The contract for your stay is made between you, as the main guest, and the owner of Red Sea Villa (“the
              owner”, “we”). The main guest books for the whole group and must be at least 18 years old.
            </Trans>
          </p>
          <p>
            <Trans>
              The terms that apply to your booking are those published here on the day you send your request. They are
              available in English, French, Russian and German; if the versions differ, the reading more favourable to
              you applies.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "booking",
      title: t`How booking works`,
      content: (
        <ul>
          <li>
            <Trans>
              You send a booking request on the booking page with your dates, the number of guests, your phone number,
              your date of birth and your preferred payment method. Sending a request is free: you are not charged
              anything at this stage.
            </Trans>
          </li>
          <li>
            <Trans>
              The owner replies within 24 hours by confirming or declining your request. Until then you can withdraw it
              at no cost.
            </Trans>
          </li>
          <li>
            <Trans>
              A request becomes a booking only when the owner confirms it. You then see it as confirmed in My Bookings
              with each amount due, its due date and the owner’s bank details, which the confirmation e-mail also gives
              you, together with the amount of the security deposit if one applies.
            </Trans>
          </li>
          <li>
            <Trans>If the owner declines your request, you are told why, and you owe nothing.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: "price",
      title: t`Price`,
      content: (
        <>
          <p>
            <Trans>
              The price of a stay is the number of nights multiplied by the nightly rate, plus a fixed cleaning fee of{" "}
              {cleaningFee} and a service fee of {serviceFee} of the room subtotal (nights × nightly rate), rounded to
              the nearest whole euro. Prices are in euros. The booking page shows the full breakdown before you send
              your request, and the price the owner confirms does not change afterwards.
            </Trans>
          </p>
          <p>
            <Trans>
              The price includes the private pool, daily housekeeping, a free airport transfer, a 24/7 concierge and
              high-speed WiFi. Meals, water sports, spa treatments and any other transport are not included; they are
              charged separately if you book them.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "payment",
      title: t`Payment`,
      content: (
        <ul>
          <li>
            <Trans>
              <strong>Deposit</strong>: {deposit} of the total price, due within{" "}
              <Plural value={depositDays} one="# day" other="# days" /> after the owner confirms your booking.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Balance</strong>: the remaining {balance}, due{" "}
              <Plural value={balanceDays} one="# day" other="# days" /> before arrival. If the owner confirms your
              booking <Plural value={balanceDays} one="# day" other="# days" /> or fewer before arrival, you pay the
              full price in one payment, due within <Plural value={depositDays} one="# day" other="# days" /> after the
              confirmation and never later than the day of arrival.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Payment methods</strong>: bank transfer (the standard method) or payment on arrival. If you choose
              payment on arrival and the owner accepts it in the confirmation, the deposit is still due within{" "}
              <Plural value={depositDays} one="# day" other="# days" /> after the confirmation, and you pay the balance
              on the day of arrival.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>How to pay</strong>: by bank transfer to the owner’s account given in My Bookings and in the
              confirmation e-mail, with the booking reference shown there; a QR code lets a European banking app fill in
              the transfer for you.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Late payment</strong>: if a payment has not arrived when due, the owner may cancel the booking
              after reminding you and giving you a reasonable time to pay. The cancellation charges below then apply as
              if you had cancelled.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: "cancellation",
      title: t`Cancellation by you`,
      content: (
        <>
          <p>
            <Trans>
              You can cancel a booking in My Bookings or by writing to <OwnerEmailLink />. What you pay depends on when
              we receive your cancellation, counted back from the day of arrival:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Up to 14 days before arrival</strong>: free of charge; we refund everything you have paid.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Within 14 days of arrival</strong>: we charge {lateCancellationCharge} of the total price and
                refund anything you have paid beyond that.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Within 72 hours of arrival</strong>: no refund; the full price remains due.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Not arriving, arriving late or leaving early does not reduce the price. We make refunds by bank transfer
              within 14 days of your cancellation.
            </Trans>
          </p>
          <p>
            <Trans>
              As your stay is accommodation for specific dates, the 14-day right of withdrawal for contracts made at a
              distance does not apply (Art. 16(l) of Directive 2011/83/EU on consumer rights); these cancellation terms
              apply instead. We recommend travel insurance that covers cancellation.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "changes-by-owner",
      title: t`Changes to your booking and cancellation by the owner`,
      content: (
        <ul>
          <li>
            <Trans>
              If the owner has to cancel a confirmed booking, for example because the villa cannot be used, you receive
              a full refund of everything you have paid. The owner tells you as early as possible and, if you wish,
              helps you find comparable accommodation.
            </Trans>
          </li>
          <li>
            <Trans>
              You may ask to change your dates or the number of guests. A change depends on availability, is agreed only
              once the owner confirms it, and the price is recalculated under these terms.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: "arrival-departure",
      title: t`Arrival and departure`,
      content: (
        <ul>
          <li>
            <Trans>
              Check-in is from {checkIn} and check-out is until {checkOut}. An earlier arrival or a later departure may
              be possible on request, depending on other bookings.
            </Trans>
          </li>
          <li>
            <Trans>
              The transfer from Hurghada airport is included; please send us your flight details in advance.
            </Trans>
          </li>
          <li>
            <Trans>
              On arrival, every guest shows a valid passport or identity card, because Egyptian rules require us to
              register guests with the authorities.
            </Trans>
          </li>
          <li>
            <Trans>
              The main guest must be present at check-in and is responsible for the group throughout the stay.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: "house-rules",
      title: t`Occupancy and house rules`,
      content: (
        <>
          <ul>
            <li>
              <Trans>
                <strong>Capacity</strong>: at most 10 guests, children included. Only the guests stated in the booking
                may stay overnight; visitors are welcome by arrangement with the owner.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Smoking</strong>: not allowed indoors; you may smoke in the outdoor areas.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Parties and events</strong>: not allowed.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Pets</strong>: only on request, with the owner’s prior agreement.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Quiet hours</strong>: from {quietFrom} to {quietUntil}, out of respect for the neighbours.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              If a guest seriously or repeatedly breaks these rules despite a warning, the owner may end the stay early;
              the price then remains due.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "security-deposit",
      title: t`Security deposit and damage`,
      content: (
        <>
          <p>
            <Trans>
              The owner may ask for a refundable security deposit. If so, its amount and how to pay it are stated in the
              confirmation; no security deposit is due unless the confirmation states one.
            </Trans>
          </p>
          <p>
            <Trans>
              The security deposit is returned within 14 days of check-out, less the cost of any damage caused during
              the stay beyond normal wear and tear, which the owner documents and explains to you. Please report any
              damage as soon as it happens. You are liable for damage that you or your guests cause intentionally or
              through negligence, including any amount exceeding the security deposit.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "liability",
      title: t`Liability`,
      content: (
        <>
          <p>
            <Trans>
              The owner is liable under the applicable law for the villa and the services included in your booking, but
              not for loss of or damage to guests’ belongings unless the owner or the staff are at fault.
            </Trans>
          </p>
          <p>
            <Trans>
              Excursions, diving and other activities that we help you arrange are provided by independent local
              operators under their own terms. We are responsible for arranging them with care, not for how the operator
              carries them out.
            </Trans>
          </p>
          <p>
            <Trans>
              Children must be supervised by an adult at all times, especially at the pool and on the beach.
            </Trans>
          </p>
          <p>
            <Trans>
              Nothing in these terms limits liability for death or personal injury caused by fault, for intent or gross
              negligence, or any other liability that cannot be limited by law.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "force-majeure",
      title: t`Force majeure`,
      content: (
        <>
          <p>
            <Trans>
              Neither party is liable for failing to perform the contract because of events beyond its control that
              could not reasonably be foreseen or avoided, such as natural disasters, epidemics, war, civil unrest,
              official travel bans or the closure of airports.
            </Trans>
          </p>
          <p>
            <Trans>
              If such an event makes the stay at the villa impossible, or prevents travel to Hurghada on your dates,
              either party may cancel the booking; you then receive a refund of everything you have paid or, if you
              prefer, we move your booking to new dates. Personal circumstances such as illness or a missed flight are
              not force majeure: the cancellation terms above apply to them.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "governing-law",
      title: t`Governing law and disputes`,
      content: (
        <>
          <p>
            <Trans>
              These terms and the contract for your stay are governed by the law of the Arab Republic of Egypt. If you
              are a consumer living in the European Union, this choice of law does not deprive you of the protection of
              the mandatory consumer protection rules of your country of residence.
            </Trans>
          </p>
          <p>
            <Trans>
              We will always try to settle a disagreement with you directly first. Any right you have to bring
              proceedings in the courts of your country of residence remains unaffected.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "complaints",
      title: t`Complaints and contact`,
      content: (
        <>
          <p>
            <Trans>
              If something is not right during your stay, please tell the owner or the concierge at once, so that we can
              put it right while you are there. You can send any other complaint to:
            </Trans>
          </p>
          <OwnerContact />
          <p>
            <Trans>We answer written complaints as quickly as possible, and at the latest within 14 days.</Trans>
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalPage
      title={t`Terms of booking`}
      description={t`The conditions of a stay at Red Sea Villa in North Hurghada: booking request, deposit and balance, cancellation, check-in and check-out, house rules.`}
      lastUpdated={LAST_UPDATED.terms}
      intro={
        <>
          <p>
            <Trans>
              These terms apply to every stay at Red Sea Villa, a privately owned holiday villa in North Hurghada,
              Egypt, booked through this website. Please read them before you send a booking request: by sending it, you
              accept them for the booking that follows.
            </Trans>
          </p>
          <p>
            <Trans>
              In short: a request costs nothing, the owner replies within 24 hours, you pay a {deposit} deposit only
              once the owner has confirmed, and cancellation is free up to 14 days before arrival.
            </Trans>
          </p>
        </>
      }
      sections={sections}
    />
  );
}
