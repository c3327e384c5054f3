// A booking's money in the back office (issue 23): the schedule with its Due / Paid / Overdue tags, the payments
// received, paid and outstanding; the Record payment sheet (prefilled with what is due next, checked with the domain's
// rules, the body it sends, the server's refusals); a refund on a cancelled booking; removing a payment after a
// question; and the paid switch's refusal when payments were recorded one by one. The booking on screen is the
// cached one, so each answer is seen to replace it.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addDays } from "../../src/domain/dates.ts";
import { PAYMENT_RULE_TEXT, TOGGLE_KEEPS_PAYMENTS_MESSAGE } from "../../src/domain/payments/payment-messages.ts";
import { useAdminBooking } from "../../src/web/features/admin/bookings/bookings-query.ts";
import { PaymentsSection } from "../../src/web/features/admin/bookings/payments-section.tsx";
import { resetToasts } from "../../src/web/ui/toast/toast-store.ts";
import { Toaster } from "../../src/web/ui/toast/toaster.tsx";
import { BOOKING_ID, moneyBooking, received, stubBookingApi, TODAY } from "./admin-payments-fixtures.ts";
import { renderComponent } from "./render.tsx";

/** The payments of the booking the cache holds, as the back office shows them. */
function CachedBooking() {
  const query = useAdminBooking(BOOKING_ID, true);
  return query.data ? <PaymentsSection booking={query.data} /> : <p>Loading</p>;
}

async function show() {
  const rendered = await renderComponent(
    <>
      <CachedBooking />
      <Toaster />
    </>,
    { pathname: "/en/admin/bookings" },
  );
  await screen.findByRole("heading", { name: "Payments" });
  return rendered;
}

const sheet = () => screen.getByRole("dialog", { name: "Record payment" });
const line = (kind: string) => document.querySelector(`[data-schedule-line=${kind}]`) as HTMLElement;
const money = (name: string) => document.querySelector(`[data-money=${name}]`);

beforeEach(() => {
  localStorage.setItem("accessToken", "token-of-the-admin");
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

describe("a booking's payments in the back office", () => {
  it("shows the schedule with tags in words, the payments received and what is outstanding", async () => {
    stubBookingApi(moneyBooking([received(200, addDays(TODAY, -3))]));
    await show();
    expect(line("DEPOSIT")).toHaveTextContent("Deposit");
    expect(within(line("DEPOSIT")).getByText("Overdue")).toBeInTheDocument();
    expect(line("DEPOSIT")).toHaveTextContent("€500");
    expect(line("DEPOSIT")).toHaveTextContent("€300 left to pay");
    expect(within(line("BALANCE")).getByText("Due")).toBeInTheDocument();
    expect(money("paidTotal")).toHaveTextContent("€200");
    expect(money("outstanding")).toHaveTextContent("€800");
    expect(screen.getByRole("button", { name: /^Remove payment of €200/ })).toBeInTheDocument();
    expect(screen.getByText("2026-0007")).toBeInTheDocument();
    // The invoice confirmation numbered downloads from here too.
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeInTheDocument();
  });

  it("records a payment: prefilled with what is due next, checked in the browser, then sent", async () => {
    const api = stubBookingApi(moneyBooking([received(200, addDays(TODAY, -3))]));
    const { user } = await show();
    const open = screen.getByRole("button", { name: "Record payment" });
    await user.click(open);
    const form = within(sheet());
    const amount = form.getByLabelText(/^Amount received/);
    // The deposit's 500 less the 200 already paid.
    expect(amount).toHaveValue("300");
    expect(form.getByLabelText(/^Received on/)).toHaveValue(TODAY);
    expect(form.getByRole("radio", { name: "Bank transfer" })).toBeChecked();
    expect(sheet()).toHaveTextContent("Due next: Deposit, €300 by");
    // Nothing was paid back yet... but 200 was paid, so a refund may be chosen.
    expect(form.getByRole("radio", { name: "Payment received" })).toBeChecked();

    await user.clear(amount);
    await user.type(amount, "abc");
    await user.click(form.getByRole("button", { name: "Record payment" }));
    expect(await form.findByText(PAYMENT_RULE_TEXT.amountInvalid)).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(amount).toHaveFocus());

    await user.clear(amount);
    await user.type(amount, "900");
    fireEvent.change(form.getByLabelText(/^Received on/), { target: { value: addDays(TODAY, 1) } });
    await user.click(form.getByRole("button", { name: "Record payment" }));
    expect(await form.findByText(PAYMENT_RULE_TEXT.amountTooLarge)).toBeInTheDocument();
    expect(form.getByText(PAYMENT_RULE_TEXT.receivedOnFuture)).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, "300,00");
    fireEvent.change(form.getByLabelText(/^Received on/), { target: { value: TODAY } });
    await user.click(form.getByRole("radio", { name: "Cash" }));
    await user.type(form.getByLabelText(/^Reference/), "  Receipt 12 ");
    await user.click(form.getByRole("button", { name: "Record payment" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Record payment" })).toBeNull());
    expect(api.sent).toEqual([
      {
        method: "POST",
        path: `/api/bookings/${BOOKING_ID}/payments`,
        body: { amount: 300, receivedOn: TODAY, method: "CASH", reference: "Receipt 12" },
      },
    ]);
    expect(await screen.findByText("Payment recorded")).toBeInTheDocument();
    // The booking the answer carried is the one on screen now.
    await waitFor(() => expect(money("paidTotal")).toHaveTextContent("€500"));
    expect(within(line("DEPOSIT")).getByText("Paid")).toBeInTheDocument();
    expect(money("outstanding")).toHaveTextContent("€500");
    expect(open).toHaveFocus();
  });

  it("shows the server's refusal under its field, and any other failure in the sheet", async () => {
    let refusal: Response | undefined = Response.json(
      {
        success: false,
        code: "VALIDATION_FAILED",
        message: "Validation failed",
        errors: [{ path: "amount", message: PAYMENT_RULE_TEXT.amountTooLarge }],
      },
      { status: 422 },
    );
    stubBookingApi(moneyBooking(), (request) => (request.method === "POST" ? refusal : undefined));
    const { user } = await show();
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    const form = within(sheet());
    expect(form.getByLabelText(/^Amount received/)).toHaveValue("500");
    await user.click(form.getByRole("button", { name: "Record payment" }));
    expect(await form.findByText(PAYMENT_RULE_TEXT.amountTooLarge)).toBeInTheDocument();

    refusal = Response.json(
      { success: false, code: "INVALID_TRANSITION", message: "This booking cannot take payments" },
      { status: 409 },
    );
    await user.click(form.getByRole("button", { name: "Record payment" }));
    const banner = await form.findByRole("alert");
    expect(banner).toHaveTextContent("Failed to record the payment");
    // The sheet stays for another try.
    expect(sheet()).toBeInTheDocument();
  });

  it("shows a cancelled booking's outcome and records the refund due as a negative amount", async () => {
    const api = stubBookingApi(
      moneyBooking([received(500, addDays(TODAY, -4))], {
        status: "CANCELLED",
        cancellation: { terms: "free", charge: 0, refundDue: 500 },
      }),
    );
    const { user } = await show();
    const outcome = document.querySelector("[data-cancellation-outcome]") as HTMLElement;
    expect(outcome).toHaveTextContent("Free cancellation");
    expect(outcome).toHaveTextContent("Refund due€500");
    expect(screen.getByText("The schedule no longer applies: the booking was cancelled.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Record refund" }));
    const form = within(sheet());
    expect(form.getByRole("radio", { name: "Refund paid back" })).toBeChecked();
    expect(form.getByLabelText(/^Amount paid back/)).toHaveValue("500");
    await user.click(form.getByRole("button", { name: "Record refund" }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.body).toEqual({ amount: -500, receivedOn: TODAY, method: "BANK_TRANSFER" });
    expect(await screen.findByText("Refund recorded")).toBeInTheDocument();
    await waitFor(() => expect(money("paidTotal")).toHaveTextContent("€0"));
  });

  it("switching to a refund refuses more than was paid", async () => {
    stubBookingApi(moneyBooking([received(200, addDays(TODAY, -3))]));
    const { user } = await show();
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    const form = within(sheet());
    await user.click(form.getByRole("radio", { name: "Refund paid back" }));
    const amount = form.getByLabelText(/^Amount paid back/);
    expect(amount).toHaveValue("");
    await user.type(amount, "250");
    await user.click(form.getByRole("button", { name: "Record refund" }));
    expect(await form.findByText(PAYMENT_RULE_TEXT.refundTooLarge)).toBeInTheDocument();
  });

  it("removes a payment only after the question", async () => {
    const api = stubBookingApi(moneyBooking([received(200, addDays(TODAY, -3))]));
    const { user } = await show();
    await user.click(screen.getByRole("button", { name: /^Remove payment of €200/ }));
    const question = screen.getByRole("dialog", { name: "Remove this payment?" });
    expect(question).toHaveTextContent("The payment of €200 received on");
    await user.click(within(question).getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog", { name: "Remove this payment?" })).toBeNull();
    expect(api.sent).toEqual([]);

    await user.click(screen.getByRole("button", { name: /^Remove payment of €200/ }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Remove this payment?" })).getByRole("button", {
        name: "Remove payment",
      }),
    );
    await waitFor(() => expect(money("paidTotal")).toHaveTextContent("€0"));
    expect(api.sent).toEqual([
      { method: "DELETE", path: `/api/bookings/${BOOKING_ID}/payments/${received(0, TODAY).id}`, body: undefined },
    ]);
    expect(await screen.findByText("Payment removed")).toBeInTheDocument();
    expect(screen.getByText("No payment recorded yet.")).toBeInTheDocument();
  });

  it("says why the paid switch keeps payments recorded one by one", async () => {
    stubBookingApi(moneyBooking([received(1000, addDays(TODAY, -3))]), (request) =>
      request.path.endsWith("/toggle-payment")
        ? Response.json(
            { success: false, code: "INVALID_TRANSITION", message: TOGGLE_KEEPS_PAYMENTS_MESSAGE },
            { status: 409 },
          )
        : undefined,
    );
    const { user } = await show();
    await user.click(screen.getByRole("button", { name: /^Mark Unpaid/ }));
    expect(await screen.findByText(TOGGLE_KEEPS_PAYMENTS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText("Failed to update payment status")).toBeInTheDocument();
  });
});
