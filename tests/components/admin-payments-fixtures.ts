// Bookings with money for the back-office payment tests, made by the domain's own rules (schedule, statuses, totals)
// around the real today in the villa's time zone, and a stand-in API holding one booking: GET answers it, the ledger
// requests change it the way the server would (DESIGN 7.2) or answer what the test says.
import { vi } from "vitest";
import { addDays, villaToday } from "../../src/domain/dates.ts";
import { bookingPayments, type ReceivedPayment } from "../../src/domain/payments/booking-payments.ts";
import { paymentSchedule } from "../../src/domain/payments/payment-schedule.ts";
import type { Booking } from "../../src/domain/schemas/booking.ts";
import type { CancellationQuote } from "../../src/domain/schemas/payments.ts";
import { BOOKING_FIXTURE } from "./booking-fixture.ts";

export const TODAY = villaToday();
export const BOOKING_ID = "0b6f4c0e-5a7d-4d1e-9c41-7e2a3f90ab12";
export const PAYMENT_ID = "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a";

/**
 * A stay of 1000 € in 60 days, confirmed 5 days ago with 3 days for the deposit: the deposit of 500 was due 2 days
 * ago, the balance in 30 days.
 */
export function moneyBooking(
  received: ReceivedPayment[] = [],
  options: { status?: Booking["status"]; cancellation?: CancellationQuote | null } = {},
): Booking {
  const status = options.status ?? "CONFIRMED";
  const checkIn = addDays(TODAY, 60);
  const confirmedOn = addDays(TODAY, -5);
  const totalPrice = 1000;
  const cancellation = options.cancellation ?? null;
  const { isPaid, ...payments } = bookingPayments({
    status,
    totalPrice,
    schedule: paymentSchedule({ totalPrice, confirmedOn, checkIn, paymentMethod: "BANK_TRANSFER", depositDueDays: 3 }),
    received,
    cancellationCharge: cancellation?.charge ?? null,
    today: TODAY,
  });
  return {
    ...BOOKING_FIXTURE,
    id: BOOKING_ID,
    checkIn,
    checkOut: addDays(checkIn, 5),
    nights: 5,
    totalGuests: 2,
    status,
    isPaid,
    pricePerNight: 160,
    serviceFee: 50,
    totalPrice,
    confirmedOn,
    invoiceNumber: "2026-0007",
    payments: { ...payments, payTo: null },
    cancellation,
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-01-10T09:00:00.000Z",
  };
}

export function received(amount: number, receivedOn: string, id = PAYMENT_ID): ReceivedPayment {
  return { id, amount, receivedOn, method: "BANK_TRANSFER", reference: null };
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A stand-in API for one booking. `answer` may answer a ledger request itself (a refusal); otherwise POST adds the
 * payment, DELETE removes it, and both answer with the booking as it now is.
 */
export function stubBookingApi(
  start: Booking,
  answer: (request: SentRequest) => Response | undefined = () => undefined,
): { sent: SentRequest[]; current: () => Booking } {
  let booking = start;
  const sent: SentRequest[] = [];
  const rebuild = (payments: ReceivedPayment[]) =>
    moneyBooking(payments, { status: booking.status, cancellation: booking.cancellation });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname, body };
    if (method !== "GET") sent.push(request);
    const given = answer(request);
    if (given) return given;
    if (method === "GET" && url.pathname === `/api/bookings/${BOOKING_ID}`) {
      return Response.json({ success: true, data: booking });
    }
    if (method === "POST" && url.pathname === `/api/bookings/${BOOKING_ID}/payments`) {
      const { amount, receivedOn, method: how, reference } = body as ReceivedPayment;
      const next = { id: `4d3c2b1a-0000-4000-8000-00000000000${sent.length}`, amount, receivedOn, method: how };
      booking = rebuild([...booking.payments.received, { ...next, reference: reference ?? null }]);
      return Response.json({ success: true, data: booking, message: "Payment recorded" }, { status: 201 });
    }
    if (method === "DELETE" && url.pathname.startsWith(`/api/bookings/${BOOKING_ID}/payments/`)) {
      const paymentId = url.pathname.split("/").at(-1);
      booking = rebuild(booking.payments.received.filter((payment) => payment.id !== paymentId));
      return Response.json({ success: true, data: booking, message: "Payment removed" });
    }
    return Response.json({ success: false, code: "NOT_FOUND", message: "Not found" }, { status: 404 });
  });
  return { sent, current: () => booking };
}
