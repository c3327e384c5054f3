// Creating a booking request: the villa is locked, every SPEC 5 rule re-checked against the
// villa's today and capacity, the villa's stay rules judged (422 STAY_RULE, DESIGN 7.1), a guest's caps on open
// requests checked (booking-limits.ts), the price quoted by the domain from the villa's rates and seasons (the quote
// kept whole as price_breakdown), and the row inserted PENDING; the guest's profile takes the request's phone and date
// of birth where it has none (fill-profile-from-booking.ts).
// The exclusion constraint has the last word on overlapping dates (409 DATES_UNAVAILABLE).
import {
  checkBookingRequest,
  normalizePhone,
  quoteSeasonalStay,
  type BookingCreateBody,
  type IsoDate,
  type Language,
} from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { overlapsBlockedRange } from "../calendar/blocked-ranges.ts";
import { EXCLUSION_VIOLATION, pgErrorCode } from "../db/errors.ts";
import { bookings } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { assertStayRules } from "../rates/stay-rule-check.ts";
import { lockVilla } from "../villas/villa-lock.ts";
import { ratesOf } from "../rates/villa-rates.ts";
import { enqueueBookingNotifications, type MailCap } from "../notifications/enqueue.ts";
import { checkOpenRequestLimits, type OpenRequestLimits } from "./booking-limits.ts";
import { findBookingView, type BookingView } from "./booking-view.ts";
import { fillEmptyProfileFields } from "./fill-profile-from-booking.ts";

export interface BookingRequest {
  guestId: string;
  body: BookingCreateBody;
  /** The villa's calendar date now (villaToday). */
  today: IsoDate;
  now: Date;
  language: Language;
  /** A guest's caps on what they hold open; undefined for the villa's side (owners and admins are not capped). */
  limits?: OpenRequestLimits | undefined;
  /** How many mails an address that never confirmed itself may receive (notifications/mail-cap.ts). */
  mailCap: MailCap;
}

/** Must run inside a transaction: the villa row lock is held until it ends. */
export async function createBooking(tx: Database, request: BookingRequest): Promise<BookingView> {
  const { body, today, now } = request;
  // The villa lock (villas/villa-lock.ts) holds the villa as read until commit: an edit making it unavailable, a
  // delete, a rate change, a manual block or a calendar sync cannot slip between these checks and the insert, and
  // requests for one villa queue there instead of inside the exclusion check.
  const villa = await lockVilla(tx, body.villaId);

  const issues = checkBookingRequest(body, { today, maxGuests: villa.maxGuests });
  const [first] = issues;
  if (first) throw new ApiError("VALIDATION_FAILED", first.message, issues);

  if (!villa.isActive || villa.status !== "AVAILABLE") {
    throw new ApiError("VILLA_UNAVAILABLE", "This villa is not available for booking");
  }

  const rates = await ratesOf(tx, villa);
  assertStayRules(rates, body, today);
  const quote = quoteSeasonalStay(rates.pricing, rates.seasons, {
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    guests: body.totalGuests,
  });
  if (request.limits) await checkOpenRequestLimits(tx, request.guestId, quote.nights, request.limits);

  // Nights blocked by an imported calendar (Airbnb, Booking.com) count as booked. The villa lock
  // above is the one a sync takes to replace ranges, so this answer holds until commit.
  if (await overlapsBlockedRange(tx, villa.id, body.checkIn, body.checkOut)) {
    throw new ApiError("DATES_UNAVAILABLE", "The selected dates are not available");
  }

  let id: string;
  try {
    const [created] = await tx
      .insert(bookings)
      .values({
        villaId: villa.id,
        guestId: request.guestId,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        totalGuests: body.totalGuests,
        phone: normalizePhone(body.phone),
        dateOfBirth: body.dateOfBirth,
        paymentMethod: body.paymentMethod,
        arrivalTime: body.arrivalTime ?? null,
        notes: body.notes ?? null,
        status: "PENDING",
        nights: quote.nights,
        // The stay's mean nightly rate: the villa's pricePerNight for a stay at one rate, as before rates existed.
        pricePerNight: Math.round((quote.roomSubtotal / quote.nights) * 100) / 100,
        cleaningFee: quote.cleaningFee,
        serviceFee: quote.serviceFee,
        totalPrice: quote.totalPrice,
        currency: quote.currency,
        priceBreakdown: quote,
        language: request.language,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: bookings.id });
    if (!created) throw new Error("Booking insert returned no row");
    id = created.id;
  } catch (err) {
    if (pgErrorCode(err) === EXCLUSION_VIOLATION) {
      throw new ApiError("DATES_UNAVAILABLE", "The selected dates are not available");
    }
    throw err;
  }

  await fillEmptyProfileFields(tx, request.guestId, { phone: body.phone, dateOfBirth: body.dateOfBirth }, now);

  // The owner's and the guest's notifications commit or roll back with the booking (the notification outbox).
  await enqueueBookingNotifications(tx, { bookingId: id, event: "requested", now, mailCap: request.mailCap });

  const view = await findBookingView(tx, id, now);
  if (!view) throw new Error("Created booking vanished");
  return view;
}
