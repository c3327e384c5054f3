// Bookings with money for the payment components' tests: a confirmed stay whose schedule, payments and bank details
// each test sets, shaped as the API returns them (DESIGN 7.2).
import type { Booking } from "../../src/domain/schemas/booking.ts";
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
    id: "0b6f4c0e-5a7d-4d1e-9c41-7e2a3f90ab12",
    guestId: "5f3d2c1b-0a9e-4f8d-b7c6-a5e4d3c2b1a0",
    villaId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    villa: {
      id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
      title: "Red Sea Villa",
      city: "Hurghada",
      country: "Egypt",
      ownerId: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
    },
    guest: { id: "5f3d2c1b-0a9e-4f8d-b7c6-a5e4d3c2b1a0", fullName: "Lena Fischer", email: "lena@example.de" },
    checkIn: "2027-06-20",
    checkOut: "2027-06-27",
    nights: 7,
    totalGuests: 4,
    phone: "+49 30 1234567",
    dateOfBirth: "1990-04-01",
    paymentMethod: "BANK_TRANSFER",
    notes: null,
    arrivalTime: null,
    status: "CONFIRMED",
    isPaid: false,
    pricePerNight: 240,
    cleaningFee: 150,
    serviceFee: 84,
    totalPrice: 1835,
    currency: "EUR",
    priceBreakdown: null,
    rejectionReason: null,
    cancellationReason: null,
    confirmedOn: "2027-01-10",
    invoiceNumber: "2027-0007",
    payments: { schedule: [], received: [], paidTotal: 0, outstanding: 1835, payTo: null, ...payments },
    cancellation: null,
    createdAt: "2027-01-09T09:00:00.000Z",
    updatedAt: "2027-01-10T09:00:00.000Z",
    ...rest,
  };
}

export const SHORT_ID = "3F90AB12";
