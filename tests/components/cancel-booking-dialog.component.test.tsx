// The cancel dialog's money outcome, before the guest confirms: the server's quote (GET
// /api/bookings/{id}/cancellation-quote) once it answers, and until then, or offline, the same numbers worked out in
// the browser from the saved booking with the domain's rule.
import { onlineManager } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, villaToday } from "../../src/domain/dates.ts";
import { CancelBookingDialog } from "../../src/web/features/my-bookings/cancel-booking-dialog.tsx";
import { confirmedBooking, SHORT_ID } from "./payment-fixtures.ts";
import { renderComponent } from "./render.tsx";

/** A confirmed €1,000 stay 10 days away (50% charged), of which the guest has paid €600. */
function bookingTenDaysAway() {
  return confirmedBooking(
    {
      schedule: [{ kind: "FULL", amount: 1000, dueDate: addDays(villaToday(), 1), status: "DUE", remaining: 400 }],
      received: [{ id: "p1", amount: 600, receivedOn: villaToday(), method: "BANK_TRANSFER", reference: null }],
      paidTotal: 600,
      outstanding: 400,
    },
    { checkIn: addDays(villaToday(), 10), checkOut: addDays(villaToday(), 13), nights: 3, totalPrice: 1000 },
  );
}

let quoteAnswer: () => Promise<Response> = () => new Promise(() => {});
const asked: string[] = [];

function stubQuote(answer: () => Promise<Response>): void {
  quoteAnswer = answer;
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    asked.push(url.pathname);
    return quoteAnswer();
  });
}

afterEach(() => {
  // Unmounted first: back online, a paused quote would otherwise go to the real network.
  cleanup();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  asked.length = 0;
});

function money(): HTMLElement {
  return screen.getByTestId("cancellation-money");
}

describe("the cancel dialog's money outcome", () => {
  it("shows the browser's numbers while the quote loads, then the server's", async () => {
    let answer: (response: Response) => void = () => {};
    stubQuote(() => new Promise<Response>((resolve) => (answer = resolve)));
    const booking = bookingTenDaysAway();
    await renderComponent(<CancelBookingDialog booking={booking} onClose={() => {}} onCancelled={() => {}} />);
    expect(screen.getByRole("dialog", { name: `Cancel booking #${SHORT_ID}?` })).toBeInTheDocument();
    // 50% of €1,000 charged against €600 paid: €100 back.
    expect(money()).toHaveTextContent("You have paid €600. €100 will be refunded.");
    expect(screen.getByText("50% of the total is charged: €500.")).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([`/api/bookings/${booking.id}/cancellation-quote`]));

    // The server has it otherwise (its day has turned, say): its numbers win.
    answer(Response.json({ success: true, data: { terms: "none", charge: 1000, refundDue: 0 } }));
    await waitFor(() => expect(money()).toHaveTextContent("You have paid €600. €400 remains due."));
    expect(screen.getByText("No refund: the full total of €1,000 is charged.")).toBeInTheDocument();
  });

  it("works the outcome out in the browser offline, without asking the server", async () => {
    stubQuote(() => Promise.reject(new TypeError("Failed to fetch")));
    onlineManager.setOnline(false);
    await renderComponent(
      <CancelBookingDialog booking={bookingTenDaysAway()} onClose={() => {}} onCancelled={() => {}} />,
    );
    expect(money()).toHaveTextContent("You have paid €600. €100 will be refunded.");
    expect(asked).toEqual([]);
  });

  it("keeps the browser's numbers when the quote fails", async () => {
    stubQuote(() =>
      Promise.resolve(Response.json({ success: false, code: "NOT_FOUND", message: "Not found" }, { status: 404 })),
    );
    await renderComponent(
      <CancelBookingDialog booking={bookingTenDaysAway()} onClose={() => {}} onCancelled={() => {}} />,
    );
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(money()).toHaveTextContent("You have paid €600. €100 will be refunded.");
  });

  it("says nothing is charged for a request not yet confirmed, and nothing was paid", async () => {
    stubQuote(() =>
      Promise.resolve(Response.json({ success: true, data: { terms: "free", charge: 0, refundDue: 0 } })),
    );
    const pending = confirmedBooking(
      { outstanding: 0 },
      { status: "PENDING", confirmedOn: null, invoiceNumber: null, checkIn: addDays(villaToday(), 5) },
    );
    await renderComponent(<CancelBookingDialog booking={pending} onClose={() => {}} onCancelled={() => {}} />);
    expect(screen.getByText("Free cancellation: you will not be charged.")).toBeInTheDocument();
    expect(
      screen.getByText("The owner has not confirmed your request yet, so withdrawing it costs nothing."),
    ).toBeInTheDocument();
    expect(money()).toHaveTextContent("You have not paid anything, and nothing is charged.");
  });

  it("tells a guest who paid nothing what remains due when cancelling costs", async () => {
    stubQuote(() => new Promise(() => {}));
    const unpaid = confirmedBooking(
      { outstanding: 1835 },
      { checkIn: addDays(villaToday(), 2), checkOut: addDays(villaToday(), 9) },
    );
    await renderComponent(<CancelBookingDialog booking={unpaid} onClose={() => {}} onCancelled={() => {}} />);
    expect(money()).toHaveTextContent("You have not paid anything yet. €1,835 remains due.");
  });
});
