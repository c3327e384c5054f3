// The text of each notification in the recipient's language, from the booking's facts: dates, times and money
// formatted for that language, the villa's check-in time and address (SPEC 9: check-in from 15:00, check-out
// until 11:00), links into the app under PUBLIC_URL.
import { minuteOfDay } from "../../domain/clock-time.ts";
import { bookingReference } from "../../domain/booking-reference.ts";
import type { Language } from "../../domain/languages.ts";
import { CHECK_OUT_MINUTES } from "../jobs/complete-stays.ts";
import type { NotificationKind } from "./kinds.ts";
import { mailTranslator, type Translate } from "./mail-catalog.ts";
import { renderMail, type MailContent, type MailFact, type RenderedMail } from "./mail-layout.ts";
import {
  CONFIRM_ADDRESS,
  FACT,
  GUEST_ARRIVAL_REMINDER,
  GUEST_CANCELLED,
  GUEST_CONFIRMED,
  GUEST_REJECTED,
  GUEST_REQUEST_RECEIVED,
  MAIL,
  OWNER_NEW_REQUEST,
  PAYMENT_METHOD,
  PUSH_NEW_REQUEST,
} from "./mail-messages.ts";

/** SPEC 9: guests arrive from 3:00 PM. */
export const CHECK_IN_MINUTES = 15 * 60;

export interface BookingFacts {
  id: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalGuests: number;
  totalPrice: number;
  currency: string;
  paymentMethod: keyof typeof PAYMENT_METHOD;
  phone: string;
  notes: string | null;
  /** "HH:MM" on the villa's clock, or null when the guest gave none. */
  arrivalTime: string | null;
  rejectionReason: string | null;
  cancellationReason: string | null;
  language: string;
  villa: { title: string; address: string; city: string; country: string };
  guest: { fullName: string; email: string };
}

export interface ComposeContext {
  /** The site's address without a trailing slash, e.g. https://villa.example. */
  publicUrl: string;
  /** Set while the recipient's address is unconfirmed: the signed link that confirms it (address-confirmation.ts). */
  confirmAddressUrl?: string | undefined;
}

export { bookingReference } from "../../domain/booking-reference.ts";

function formatDate(language: Language, iso: string): string {
  // Calendar dates, not instants: formatted at UTC midnight so no time zone moves them a day.
  return new Intl.DateTimeFormat(language, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}

function formatTime(language: Language, minuteOfDay: number): string {
  return new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, 0, 1, Math.floor(minuteOfDay / 60), minuteOfDay % 60)),
  );
}

function formatMoney(language: Language, amount: number, currency: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency }).format(amount);
}

function villaAddress(booking: BookingFacts): string {
  return [booking.villa.address, booking.villa.city, booking.villa.country]
    .filter((part) => part.trim() !== "")
    .join(", ");
}

class Composer {
  readonly t: Translate;
  constructor(
    readonly language: Language,
    readonly booking: BookingFacts,
    readonly context: ComposeContext,
  ) {
    this.t = mailTranslator(language);
  }

  get checkIn() {
    return formatDate(this.language, this.booking.checkIn);
  }
  get checkOut() {
    return formatDate(this.language, this.booking.checkOut);
  }
  get dates() {
    return this.t(MAIL.dateRange, { checkIn: this.checkIn, checkOut: this.checkOut });
  }
  get guests() {
    return this.t(MAIL.guests, { count: this.booking.totalGuests });
  }
  link(path: string) {
    return `${this.context.publicUrl}/${this.language}${path}`;
  }

  stayFacts(): MailFact[] {
    const { t, booking } = this;
    return [
      { label: t(FACT.villa), value: booking.villa.title },
      { label: t(FACT.dates), value: this.dates },
      { label: t(FACT.stay), value: t(MAIL.nights, { count: booking.nights }) },
      { label: t(FACT.guests), value: this.guests },
      { label: t(FACT.total), value: formatMoney(this.language, booking.totalPrice, booking.currency) },
      { label: t(FACT.payment), value: t(PAYMENT_METHOD[booking.paymentMethod]) },
      { label: t(FACT.reference), value: bookingReference(booking.id) },
    ];
  }

  arrivalFacts(): MailFact[] {
    const { t, booking } = this;
    return [
      { label: t(FACT.villa), value: booking.villa.title },
      {
        label: t(FACT.checkIn),
        value: `${this.checkIn}, ${t(MAIL.fromTime, { time: formatTime(this.language, CHECK_IN_MINUTES) })}`,
      },
      {
        label: t(FACT.checkOut),
        value: `${this.checkOut}, ${t(MAIL.untilTime, { time: formatTime(this.language, CHECK_OUT_MINUTES) })}`,
      },
      { label: t(FACT.address), value: villaAddress(booking) },
      { label: t(FACT.guests), value: this.guests },
      { label: t(FACT.reference), value: bookingReference(booking.id) },
    ];
  }

  mail(
    parts: Pick<MailContent, "subject" | "paragraphs" | "facts" | "closing" | "action">,
    recipientName: string,
  ): RenderedMail {
    const { t } = this;
    return renderMail({
      language: this.language,
      greeting: t(MAIL.greeting, { name: recipientName }),
      signOff: t(MAIL.signOff),
      signature: t(MAIL.team),
      footer: t(MAIL.automatic, { reference: bookingReference(this.booking.id) }),
      ...(this.context.confirmAddressUrl
        ? {
            confirm: {
              text: t(CONFIRM_ADDRESS.text),
              label: t(CONFIRM_ADDRESS.action),
              url: this.context.confirmAddressUrl,
            },
          }
        : {}),
      ...parts,
    });
  }
}

export type MailKind = Exclude<NotificationKind, "push-new-request">;

/** The mail of `kind` about `booking`, in `language`, to someone called `recipientName`. */
export function composeMail(
  kind: MailKind,
  booking: BookingFacts,
  recipient: { name: string; language: Language },
  context: ComposeContext,
): RenderedMail {
  const c = new Composer(recipient.language, booking, context);
  const { t } = c;
  const villa = booking.villa.title;
  const myBookings = () => ({ url: c.link("/my-bookings") });
  switch (kind) {
    case "owner-new-request": {
      const guestFacts: MailFact[] = [
        { label: t(FACT.guest), value: booking.guest.fullName },
        { label: t(FACT.email), value: booking.guest.email },
        { label: t(FACT.phone), value: booking.phone },
        ...(booking.arrivalTime
          ? [{ label: t(FACT.arrivalTime), value: formatTime(c.language, minuteOfDay(booking.arrivalTime)) }]
          : []),
        ...(booking.notes?.trim() ? [{ label: t(FACT.notes), value: booking.notes.trim() }] : []),
      ];
      return c.mail(
        {
          subject: t(OWNER_NEW_REQUEST.subject, { guestName: booking.guest.fullName, dates: c.dates }),
          paragraphs: [t(OWNER_NEW_REQUEST.intro, { guestName: booking.guest.fullName, villa })],
          facts: [...c.stayFacts(), ...guestFacts],
          action: { label: t(OWNER_NEW_REQUEST.action), url: c.link(`/admin/bookings?booking=${booking.id}`) },
        },
        recipient.name,
      );
    }
    case "guest-request-received":
      return c.mail(
        {
          subject: t(GUEST_REQUEST_RECEIVED.subject),
          paragraphs: [t(GUEST_REQUEST_RECEIVED.intro, { villa }), t(GUEST_REQUEST_RECEIVED.noCharge)],
          facts: c.stayFacts(),
          action: { label: t(GUEST_REQUEST_RECEIVED.action), ...myBookings() },
        },
        recipient.name,
      );
    case "guest-confirmed":
      return c.mail(
        {
          subject: t(GUEST_CONFIRMED.subject, { dates: c.dates }),
          paragraphs: [t(GUEST_CONFIRMED.intro, { villa })],
          facts: [...c.arrivalFacts().slice(0, 4), ...c.stayFacts().slice(2)],
          action: { label: t(GUEST_CONFIRMED.action), ...myBookings() },
        },
        recipient.name,
      );
    case "guest-rejected": {
      const reason = booking.rejectionReason?.trim();
      return c.mail(
        {
          subject: t(GUEST_REJECTED.subject),
          paragraphs: [
            t(GUEST_REJECTED.intro, { villa, checkIn: c.checkIn, checkOut: c.checkOut }),
            ...(reason ? [t(GUEST_REJECTED.reason, { reason })] : []),
          ],
          facts: [],
          closing: [t(GUEST_REJECTED.outro)],
          action: { label: t(GUEST_REJECTED.action), url: c.link("/booking") },
        },
        recipient.name,
      );
    }
    case "guest-cancelled": {
      const reason = booking.cancellationReason?.trim();
      return c.mail(
        {
          subject: t(GUEST_CANCELLED.subject),
          paragraphs: [
            t(GUEST_CANCELLED.intro, { villa, checkIn: c.checkIn, checkOut: c.checkOut }),
            ...(reason ? [t(GUEST_CANCELLED.reason, { reason })] : []),
          ],
          facts: [],
          closing: [t(GUEST_CANCELLED.outro)],
          action: { label: t(GUEST_CANCELLED.action), ...myBookings() },
        },
        recipient.name,
      );
    }
    case "guest-arrival-reminder":
      return c.mail(
        {
          subject: t(GUEST_ARRIVAL_REMINDER.subject, { checkIn: c.checkIn }),
          paragraphs: [t(GUEST_ARRIVAL_REMINDER.intro, { villa })],
          facts: c.arrivalFacts(),
          closing: [t(GUEST_ARRIVAL_REMINDER.outro)],
          action: { label: t(GUEST_ARRIVAL_REMINDER.action), ...myBookings() },
        },
        recipient.name,
      );
  }
}

export interface PushContent {
  title: string;
  body: string;
  /** Opens the request in the back office (admin/bookings reads ?booking=<id>). */
  url: string;
  bookingId: string;
  /** Replaces an earlier notification about the same booking on the phone. */
  tag: string;
}

export function composeNewRequestPush(booking: BookingFacts, language: Language, context: ComposeContext): PushContent {
  const c = new Composer(language, booking, context);
  return {
    title: c.t(PUSH_NEW_REQUEST.title),
    body: c.t(PUSH_NEW_REQUEST.body, { guestName: booking.guest.fullName, dates: c.dates, guests: c.guests }),
    url: `/${language}/admin/bookings?booking=${booking.id}`,
    bookingId: booking.id,
    tag: `booking-${booking.id}`,
  };
}
