// The text of each notification in the recipient's language, from the booking's facts: dates, times and money
// formatted for that language, the villa's check-in time and address (SPEC 9: check-in from 15:00, check-out
// until 11:00), links into the app under PUBLIC_URL. The guest's mails about money (the confirmation, a
// cancellation, the payment reminders) give each amount with its date and the owner's bank details, with the SEPA
// QR code of the amount to pay next as an inline image (its text rides along as `epcQr`; the mailer draws it).
import { minuteOfDay } from "../../domain/clock-time.ts";
import { bookingReference } from "../../domain/booking-reference.ts";
import { ANSWER_PROMISE_HOURS } from "../../domain/booking-status.ts";
import type { IsoDate } from "../../domain/dates.ts";
import type { Language } from "../../domain/languages.ts";
import { amountDueNow, type ScheduleLine } from "../../domain/payments/booking-payments.ts";
import { epcPayloadFor } from "../../domain/payments/epc-qr.ts";
import { formatIban } from "../../domain/payments/iban.ts";
import { CHECK_OUT_MINUTES } from "../jobs/complete-stays.ts";
import { EPC_QR_CID, EPC_QR_DISPLAY_SIZE } from "./epc-qr-image.ts";
import { paymentReminderOf, type NotificationKind } from "./kinds.ts";
import { mailTranslator, type Translate } from "./mail-catalog.ts";
import { formatCalendarDate, formatClockTime, formatMoney, formatVillaTime } from "./mail-format.ts";
import { renderMail, type MailContent, type MailFact, type MailSection, type RenderedMail } from "./mail-layout.ts";
import {
  CANCELLATION_TERMS,
  CONFIRM_ADDRESS,
  FACT,
  GUEST_ARRIVAL_REMINDER,
  GUEST_CANCELLED,
  GUEST_CANCELLED_MONEY,
  GUEST_CONFIRMED,
  GUEST_PAYMENT_DUE,
  GUEST_PAYMENT_OVERDUE,
  GUEST_REJECTED,
  GUEST_REQUEST_RECEIVED,
  MAIL,
  OWNER_NEW_REQUEST,
  OWNER_REQUEST_WAITING,
  PAYMENT_MAIL,
  PAYMENT_METHOD,
  PAYMENT_PART,
  PUSH_NEW_REQUEST,
  PUSH_REQUEST_WAITING,
} from "./mail-messages.ts";
import type { MailMoney } from "./mail-money.ts";

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
  /** The booking's money (mail-money.ts), for the mails that tell it. */
  money?: MailMoney | undefined;
  /** When the request was made: the owner's reminders count the hours it has waited. */
  createdAt?: Date | undefined;
}

export interface ComposeContext {
  /** The site's address without a trailing slash, e.g. https://villa.example. */
  publicUrl: string;
  /** Set while the recipient's address is unconfirmed: the signed link that confirms it (address-confirmation.ts). */
  confirmAddressUrl?: string | undefined;
  /** The moment of writing (default: now), for how long a request has waited. */
  now?: Date | undefined;
}

export interface ComposedMail extends RenderedMail {
  /** The EPC069-12 text of the payment QR code the HTML shows (EPC_QR_CID): the mailer draws and attaches it. */
  epcQr?: string | undefined;
}

/** The sections a mail gives about money, and the QR code they show if any. */
interface MoneySections {
  sections: MailSection[];
  epcQr?: string | undefined;
}

const HOUR_MS = 60 * 60_000;

export { bookingReference } from "../../domain/booking-reference.ts";

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
    return this.date(this.booking.checkIn);
  }
  get checkOut() {
    return this.date(this.booking.checkOut);
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
  money(amount: number) {
    return formatMoney(this.language, amount, this.booking.currency);
  }
  date(iso: IsoDate) {
    return formatCalendarDate(this.language, iso, "weekday");
  }
  /** Whole hours the request has waited at the moment of writing. */
  get hoursWaiting() {
    const since = this.booking.createdAt ?? this.now;
    return Math.max(0, Math.floor((this.now.getTime() - since.getTime()) / HOUR_MS));
  }
  get now() {
    return this.context.now ?? new Date();
  }

  stayFacts(): MailFact[] {
    const { t, booking } = this;
    return [
      { label: t(FACT.villa), value: booking.villa.title },
      { label: t(FACT.dates), value: this.dates },
      { label: t(FACT.stay), value: t(MAIL.nights, { count: booking.nights }) },
      { label: t(FACT.guests), value: this.guests },
      { label: t(FACT.total), value: this.money(booking.totalPrice) },
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
        value: `${this.checkIn}, ${t(MAIL.fromTime, { time: formatClockTime(this.language, CHECK_IN_MINUTES) })}`,
      },
      {
        label: t(FACT.checkOut),
        value: `${this.checkOut}, ${t(MAIL.untilTime, { time: formatClockTime(this.language, CHECK_OUT_MINUTES) })}`,
      },
      { label: t(FACT.address), value: villaAddress(booking) },
      { label: t(FACT.guests), value: this.guests },
      { label: t(FACT.reference), value: bookingReference(booking.id) },
    ];
  }

  guestFacts(): MailFact[] {
    const { t, booking } = this;
    return [
      { label: t(FACT.guest), value: booking.guest.fullName },
      { label: t(FACT.email), value: booking.guest.email },
      { label: t(FACT.phone), value: booking.phone },
      ...(booking.arrivalTime
        ? [{ label: t(FACT.arrivalTime), value: formatClockTime(this.language, minuteOfDay(booking.arrivalTime)) }]
        : []),
      ...(booking.notes?.trim() ? [{ label: t(FACT.notes), value: booking.notes.trim() }] : []),
    ];
  }

  scheduleSection(schedule: readonly ScheduleLine[]): MailSection {
    const { t } = this;
    return {
      heading: t(PAYMENT_MAIL.scheduleHeading),
      facts: schedule.map((line) => ({
        label: t(PAYMENT_PART[line.kind]),
        value:
          line.status === "PAID"
            ? t(PAYMENT_MAIL.paid, { amount: this.money(line.amount) })
            : t(PAYMENT_MAIL.dueBy, { amount: this.money(line.amount), date: this.date(line.dueDate) }),
      })),
    };
  }

  /**
   * How to pay `amount` (by `dueDate` when it has one): the owner's account, the transfer's reference, the owner's
   * instructions in the reader's language (English when they wrote none in it) and the QR code; without bank
   * details, that the owner will send them.
   */
  howToPay(money: MailMoney, amount: number, dueDate?: IsoDate): MoneySections {
    const { t, language } = this;
    const { payTo } = money;
    if (!payTo) return { sections: [{ paragraphs: [t(PAYMENT_MAIL.detailsLater)] }] };
    const sum = this.money(amount);
    const instructions = payTo.instructions[language].trim() || payTo.instructions.en.trim();
    const epcQr = epcPayloadFor({ ...payTo, amount, remittance: money.remittance }, this.booking.currency);
    const section: MailSection = {
      heading: t(PAYMENT_MAIL.bankHeading),
      paragraphs: [
        dueDate
          ? t(PAYMENT_MAIL.bankIntro, { amount: sum, date: this.date(dueDate) })
          : t(PAYMENT_MAIL.bankIntroNow, { amount: sum }),
      ],
      facts: [
        { label: t(PAYMENT_MAIL.accountHolder), value: payTo.accountHolder },
        { label: t(PAYMENT_MAIL.iban), value: formatIban(payTo.iban) },
        ...(payTo.bic ? [{ label: t(PAYMENT_MAIL.bic), value: payTo.bic }] : []),
        ...(payTo.bankName ? [{ label: t(PAYMENT_MAIL.bankName), value: payTo.bankName }] : []),
        { label: t(PAYMENT_MAIL.amount), value: sum },
        { label: t(PAYMENT_MAIL.remittance), value: money.remittance },
      ],
      ...(instructions ? { after: [instructions] } : {}),
      ...(epcQr
        ? {
            image: {
              cid: EPC_QR_CID,
              alt: t(PAYMENT_MAIL.qrAlt, { amount: sum }),
              caption: t(PAYMENT_MAIL.qrCaption, { amount: sum }),
              size: EPC_QR_DISPLAY_SIZE,
            },
          }
        : {}),
    };
    return { sections: [section], epcQr };
  }

  /** The confirmation's money: every part of the schedule with its date, and how to pay the first one due. */
  confirmedMoney(): MoneySections {
    const { money } = this.booking;
    if (!money || money.schedule.length === 0) return { sections: [] };
    const due = amountDueNow(money);
    const pay = due ? this.howToPay(money, due.amount, due.line?.dueDate) : { sections: [] };
    return { sections: [this.scheduleSection(money.schedule), ...pay.sections], epcQr: pay.epcQr };
  }

  /** A cancellation's money: the terms that applied, the charge, what was paid, and the refund or what is owed. */
  cancelledMoney(): MoneySections {
    const { t } = this;
    const { money } = this.booking;
    const outcome = money?.cancellation;
    if (!money || !outcome) return { sections: [] };
    if (outcome.charge === 0 && money.paidTotal === 0)
      return { sections: [{ paragraphs: [t(GUEST_CANCELLED_MONEY.free)] }] };
    const summary =
      outcome.refundDue > 0
        ? t(GUEST_CANCELLED_MONEY.refund, { amount: this.money(outcome.refundDue) })
        : money.outstanding > 0
          ? t(GUEST_CANCELLED_MONEY.owed, { amount: this.money(money.outstanding) })
          : t(GUEST_CANCELLED_MONEY.settled);
    const outcomeSection: MailSection = {
      heading: t(GUEST_CANCELLED_MONEY.heading),
      facts: [
        { label: t(GUEST_CANCELLED_MONEY.terms), value: t(CANCELLATION_TERMS[outcome.terms]) },
        { label: t(GUEST_CANCELLED_MONEY.charge), value: this.money(outcome.charge) },
        { label: t(GUEST_CANCELLED_MONEY.paid), value: this.money(money.paidTotal) },
        ...(outcome.refundDue > 0
          ? [{ label: t(GUEST_CANCELLED_MONEY.refundDue), value: this.money(outcome.refundDue) }]
          : []),
        ...(money.outstanding > 0
          ? [{ label: t(GUEST_CANCELLED_MONEY.outstanding), value: this.money(money.outstanding) }]
          : []),
      ],
      after: [summary],
    };
    const due = amountDueNow(money);
    const pay = due ? this.howToPay(money, due.amount) : { sections: [] };
    return { sections: [outcomeSection, ...pay.sections], epcQr: pay.epcQr };
  }

  mail(
    parts: Pick<MailContent, "subject" | "paragraphs" | "facts" | "sections" | "closing" | "action">,
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

export type MailKind = Exclude<NotificationKind, `push-${string}`>;
export type PushKind = Extract<NotificationKind, `push-${string}`>;

/** The mail of `kind` about `booking`, in `language`, to someone called `recipientName`. */
export function composeMail(
  kind: MailKind,
  booking: BookingFacts,
  recipient: { name: string; language: Language },
  context: ComposeContext,
): ComposedMail {
  const c = new Composer(recipient.language, booking, context);
  const { t } = c;
  const villa = booking.villa.title;
  const myBookings = () => ({ url: c.link("/my-bookings") });
  switch (kind) {
    case "owner-new-request":
      return c.mail(
        {
          subject: t(OWNER_NEW_REQUEST.subject, { guestName: booking.guest.fullName, dates: c.dates }),
          paragraphs: [t(OWNER_NEW_REQUEST.intro, { guestName: booking.guest.fullName, villa })],
          facts: [...c.stayFacts(), ...c.guestFacts()],
          action: { label: t(OWNER_NEW_REQUEST.action), url: c.link(`/admin/bookings?booking=${booking.id}`) },
        },
        recipient.name,
      );
    case "owner-request-waiting-12h":
    case "owner-request-waiting-20h": {
      const guestName = booking.guest.fullName;
      const deadline = new Date((booking.createdAt ?? c.now).getTime() + ANSWER_PROMISE_HOURS * HOUR_MS);
      return c.mail(
        {
          subject: t(
            kind === "owner-request-waiting-12h" ? OWNER_REQUEST_WAITING.subject12 : OWNER_REQUEST_WAITING.subject20,
            {
              guestName,
            },
          ),
          paragraphs: [
            t(OWNER_REQUEST_WAITING.intro, { guestName, villa, hours: c.hoursWaiting }),
            c.now < deadline
              ? t(OWNER_REQUEST_WAITING.deadline, { deadline: formatVillaTime(c.language, deadline) })
              : t(OWNER_REQUEST_WAITING.late),
          ],
          facts: [...c.stayFacts(), ...c.guestFacts()],
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
    case "guest-confirmed": {
      const money = c.confirmedMoney();
      const mail = c.mail(
        {
          subject: t(GUEST_CONFIRMED.subject, { dates: c.dates }),
          paragraphs: [t(GUEST_CONFIRMED.intro, { villa })],
          facts: [...c.arrivalFacts().slice(0, 4), ...c.stayFacts().slice(2)],
          sections: money.sections,
          action: { label: t(GUEST_CONFIRMED.action), ...myBookings() },
        },
        recipient.name,
      );
      return { ...mail, epcQr: money.epcQr };
    }
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
      const money = c.cancelledMoney();
      const mail = c.mail(
        {
          subject: t(GUEST_CANCELLED.subject),
          paragraphs: [
            t(GUEST_CANCELLED.intro, { villa, checkIn: c.checkIn, checkOut: c.checkOut }),
            ...(reason ? [t(GUEST_CANCELLED.reason, { reason })] : []),
          ],
          facts: [],
          sections: money.sections,
          closing: [t(GUEST_CANCELLED.outro)],
          action: { label: t(GUEST_CANCELLED.action), ...myBookings() },
        },
        recipient.name,
      );
      return { ...mail, epcQr: money.epcQr };
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
    case "guest-payment-due-deposit":
    case "guest-payment-due-balance":
    case "guest-payment-due-full":
    case "guest-payment-overdue-deposit":
    case "guest-payment-overdue-balance":
    case "guest-payment-overdue-full": {
      const { reminder, part } = paymentReminderOf(kind);
      const money = booking.money;
      const line = money?.schedule.find((candidate) => candidate.kind === part);
      if (!money || !line) throw new Error(`Booking ${booking.id} has no ${part} to remind of`);
      const amount = c.money(line.remaining);
      const date = c.date(line.dueDate);
      const pay = c.howToPay(money, line.remaining, reminder === "due" ? line.dueDate : undefined);
      const mail = c.mail(
        {
          subject:
            reminder === "due"
              ? t(GUEST_PAYMENT_DUE.subject, { amount, date })
              : t(GUEST_PAYMENT_OVERDUE.subject, { amount, villa }),
          paragraphs:
            reminder === "due"
              ? [t(GUEST_PAYMENT_DUE[part], { villa, date })]
              : [t(GUEST_PAYMENT_OVERDUE[part], { villa, date }), t(GUEST_PAYMENT_OVERDUE.payNow)],
          facts: [
            ...c.stayFacts().slice(0, 2),
            { label: t(PAYMENT_PART[part]), value: t(PAYMENT_MAIL.dueBy, { amount, date }) },
            { label: t(FACT.reference), value: bookingReference(booking.id) },
          ],
          sections: pay.sections,
          closing: [t(GUEST_PAYMENT_DUE.alreadyPaid)],
          action: { label: t(GUEST_CONFIRMED.action), ...myBookings() },
        },
        recipient.name,
      );
      return { ...mail, epcQr: pay.epcQr };
    }
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

/** The owner's push while a request waits for an answer (12 and 20 hours after it was made). */
export function composeRequestWaitingPush(
  booking: BookingFacts,
  language: Language,
  context: ComposeContext,
): PushContent {
  const c = new Composer(language, booking, context);
  return {
    title: c.t(PUSH_REQUEST_WAITING.title),
    body: c.t(PUSH_REQUEST_WAITING.body, { guestName: booking.guest.fullName, dates: c.dates, hours: c.hoursWaiting }),
    url: `/${language}/admin/bookings?booking=${booking.id}`,
    bookingId: booking.id,
    tag: `booking-${booking.id}`,
  };
}
