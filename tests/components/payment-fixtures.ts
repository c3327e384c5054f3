// Bookings with money for the payment components' tests: a confirmed stay whose schedule, payments and bank details
// each test sets, shaped as the API returns them (DESIGN 7.2).
import type { Booking } from "../../src/domain/schemas/booking.ts";
import { BOOKING_FIXTURE } from "./booking-fixture.ts";
import type { BookingPaymentsView, PayTo } from "../../src/domain/schemas/payments.ts";

export const PAY_TO: PayTo = {
  accountHolder: "Villa Owner GmbH",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  bankName: "Commerzbank",
  instructions: {
    en: "Please pay from an account in your own name.",
    fr: "Merci de payer depuis un compte à votre nom.",
    ru: "",
    de: "Bitte zahlen Sie von einem Konto auf Ihren Namen.",
  },
};

export function confirmedBooking(payments: Partial<BookingPaymentsView>, rest: Partial<Booking> = {}): Booking {
  return {
    ...BOOKING_FIXTURE,
    checkIn: "2027-06-20",
    checkOut: "2027-06-27",
    nights: 7,
    totalGuests: 4,
    status: "CONFIRMED",
    pricePerNight: 240,
    serviceFee: 84,
    totalPrice: 1835,
    confirmedOn: "2027-01-10",
    invoiceNumber: "2027-0007",
    payments: { schedule: [], received: [], paidTotal: 0, outstanding: 1835, payTo: null, ...payments },
    createdAt: "2027-01-09T09:00:00.000Z",
    updatedAt: "2027-01-10T09:00:00.000Z",
    ...rest,
  };
}

export const SHORT_ID = "3F90AB12";
