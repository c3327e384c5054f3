// The success screen after a request: besides what was sent, what will be due once the owner confirms, worked out
// with the domain's schedule as if the owner confirmed today: a deposit and a balance, one payment when arrival is 30
// days or fewer away, the balance on the arrival day when paying on arrival; the bank details come with the
// confirmation.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addDays, villaToday } from "../../src/domain/dates.ts";
import { BookingSent, type SentBooking } from "../../src/web/features/booking/booking-form/booking-sent.tsx";
import { renderComponent } from "./render.tsx";

function sent(daysAway: number, rest: Partial<SentBooking> = {}): SentBooking {
  const checkIn = addDays(villaToday(), daysAway);
  return {
    id: "0b6f4c0e-5a7d-4d1e-9c41-7e2a3f90ab12",
    checkIn,
    checkOut: addDays(checkIn, 7),
    totalGuests: 4,
    totalPrice: 1801,
    currency: "EUR",
    paymentMethod: "BANK_TRANSFER",
    ...rest,
  };
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

function line(kind: string): HTMLElement {
  const found = screen.getByTestId("expected-schedule").querySelector<HTMLElement>(`[data-schedule-kind="${kind}"]`);
  if (!found) throw new Error(`no ${kind} line`);
  return found;
}

async function show(booking: SentBooking): Promise<void> {
  await renderComponent(<BookingSent outcome={{ kind: "sent", booking }} language="en" onBookAnother={() => {}} />, {
    pathname: "/en/booking",
  });
}

describe("the success screen's schedule", () => {
  it("asks a deposit within 3 days of confirmation and the balance 30 days before arrival", async () => {
    const booking = sent(90);
    await show(booking);
    expect(screen.getByRole("heading", { name: "What you will pay once the owner confirms" })).toBeInTheDocument();
    // €1,801 does not halve evenly: the odd cent goes to the deposit, and the two add up to the total.
    expect(line("DEPOSIT")).toHaveTextContent("Deposit€900.50 within 3 days of confirmation");
    expect(line("BALANCE")).toHaveTextContent(`Balance€900.50 by ${longDate(addDays(booking.checkIn, -30))}`);
    expect(screen.getByTestId("expected-schedule")).toHaveTextContent(
      "The bank details and a QR code to pay come with the confirmation, by e-mail and in My Bookings.",
    );
    expect(screen.getByTestId("booking-sent-total")).toHaveTextContent("€1,801");
  });

  it("asks one payment when arrival is 30 days or fewer away", async () => {
    await show(sent(30));
    expect(line("FULL")).toHaveTextContent("Full payment€1,801 within 3 days of confirmation");
    expect(screen.getByTestId("expected-schedule").querySelector('[data-schedule-kind="BALANCE"]')).toBeNull();
  });

  it("never asks later than the arrival day", async () => {
    const booking = sent(1);
    await show(booking);
    expect(line("FULL")).toHaveTextContent(`Full payment€1,801 by ${longDate(booking.checkIn)}`);
  });

  it("puts the balance on the arrival day when paying on arrival", async () => {
    const booking = sent(60, { paymentMethod: "PAYMENT_ON_ARRIVAL", totalPrice: 1800 });
    await show(booking);
    expect(line("DEPOSIT")).toHaveTextContent("Deposit€900 within 3 days of confirmation");
    expect(line("BALANCE")).toHaveTextContent(`Balance€900 on the day of arrival, ${longDate(booking.checkIn)}`);
  });
});
