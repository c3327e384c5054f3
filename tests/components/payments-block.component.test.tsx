// The guest's payment block (src/web/ui/payments): the schedule with each part's amount, date and status in words,
// what is left of a part paid in part, paid and outstanding, where to pay (bank details with copy buttons and the
// SEPA QR code for the amount due next, drawn by the lazily loaded library), the words when the owner has given no
// bank details, a cancelled booking's refund, and the one line a list shows.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { epcPayload } from "../../src/domain/payments/epc-qr.ts";
import { BookingPaymentsBlock } from "../../src/web/ui/payments/booking-payments-block.tsx";
import { NextPaymentLine } from "../../src/web/ui/payments/next-payment-line.tsx";
import { qrSvg } from "../../src/web/ui/payments/qr-svg.ts";
import { confirmedBooking, PAY_TO, SHORT_ID } from "./payment-fixtures.ts";
import { renderComponent } from "./render.tsx";

// The QR library is its own chunk, loaded once the block shows.
const LOADS_THE_LIBRARY = { timeout: 5_000 };

const DEPOSIT_PAID_BALANCE_PART = confirmedBooking({
  schedule: [
    { kind: "DEPOSIT", amount: 917.5, dueDate: "2027-01-13", status: "PAID", remaining: 0 },
    { kind: "BALANCE", amount: 917.5, dueDate: "2027-05-21", status: "DUE", remaining: 835 },
  ],
  received: [
    { id: "a1", amount: 917.5, receivedOn: "2027-01-12", method: "BANK_TRANSFER", reference: null },
    { id: "a2", amount: 82.5, receivedOn: "2027-02-01", method: "CASH", reference: null },
  ],
  paidTotal: 1000,
  outstanding: 835,
  payTo: PAY_TO,
});

function scheduleLine(kind: string): HTMLElement {
  const line = document.querySelector<HTMLElement>(`[data-schedule-kind="${kind}"]`);
  if (!line) throw new Error(`no ${kind} line`);
  return line;
}

describe("the payment block", () => {
  it("shows each part with its amount, date and status, what is left, paid and outstanding", async () => {
    await renderComponent(<BookingPaymentsBlock booking={DEPOSIT_PAID_BALANCE_PART} />);
    const deposit = scheduleLine("DEPOSIT");
    expect(deposit).toHaveTextContent("Deposit");
    expect(deposit).toHaveTextContent("€917.50");
    // Paid: its date no longer matters.
    expect(deposit).not.toHaveTextContent("Due by");
    expect(within(deposit).getByText("Paid")).toHaveAttribute("data-payment-status", "PAID");
    const balance = scheduleLine("BALANCE");
    expect(balance).toHaveTextContent("Balance");
    expect(balance).toHaveTextContent("Due by May 21, 2027");
    expect(within(balance).getByText("Due")).toHaveAttribute("data-payment-status", "DUE");
    expect(balance).toHaveTextContent("€835 left to pay");

    const block = screen.getByTestId("booking-payments");
    expect(block).toHaveTextContent("Paid so far€1,000");
    expect(block).toHaveTextContent("Outstanding€835");
    expect(screen.getByRole("heading", { level: 4, name: "Payments received" })).toBeInTheDocument();
    expect(block).toHaveTextContent("Jan 12, 2027 · Bank transfer€917.50");
    expect(block).toHaveTextContent("Feb 1, 2027 · Cash€82.50");
  });

  it("says where to pay the part due next, with the bank details, copy buttons and a QR code", async () => {
    const { user } = await renderComponent(<BookingPaymentsBlock booking={DEPOSIT_PAID_BALANCE_PART} />);
    const where = screen.getByTestId("where-to-pay");
    expect(where).toHaveTextContent("Pay €835 (Balance) by bank transfer to:");
    expect(where).toHaveTextContent("Account holderVilla Owner GmbH");
    // Grouped by four as on a statement; copied without spaces, as a banking app wants it.
    expect(where).toHaveTextContent("IBANDE89 3704 0044 0532 0130 00");
    expect(where).toHaveTextContent("BICCOBADEFFXXX");
    expect(where).toHaveTextContent("BankCommerzbank");
    expect(where).toHaveTextContent(`Reference to write on the transferBooking ${SHORT_ID}, invoice 2027-0007`);
    expect(where).toHaveTextContent("Please pay from an account in your own name.");

    await user.click(within(where).getByRole("button", { name: "Copy IBAN" }));
    expect(await navigator.clipboard.readText()).toBe("DE89370400440532013000");
    await user.click(within(where).getByRole("button", { name: "Copy reference" }));
    expect(await navigator.clipboard.readText()).toBe(`Booking ${SHORT_ID}, invoice 2027-0007`);
    for (const button of within(where).getAllByRole("button", { name: /^Copy / })) {
      expect(button.className).toContain("size-11");
    }

    const qr = await within(where).findByRole(
      "img",
      { name: "QR code to pay €835 by bank transfer" },
      LOADS_THE_LIBRARY,
    );
    expect(qr).toHaveAttribute("width", "208");
    const src = qr.getAttribute("src") ?? "";
    const prefix = "data:image/svg+xml;charset=utf-8,";
    expect(src.startsWith(prefix)).toBe(true);
    // The code holds the EPC transfer of what is due next: the balance's remaining €835, with the reference.
    const transfer = epcPayload({
      accountHolder: "Villa Owner GmbH",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      amount: 835,
      remittance: `Booking ${SHORT_ID}, invoice 2027-0007`,
    });
    expect(transfer).toContain("EUR835.00");
    expect(decodeURIComponent(src.slice(prefix.length))).toBe(await qrSvg(transfer));
    expect(where).toHaveTextContent("Scan it with a European banking app");
  });

  it("writes the owner's instructions in the page's language, else in English", async () => {
    await renderComponent(<BookingPaymentsBlock booking={DEPOSIT_PAID_BALANCE_PART} />, { language: "ru" });
    expect(screen.getByTestId("where-to-pay")).toHaveTextContent("Please pay from an account in your own name.");
  });

  it("marks a part past its date Overdue, in words", async () => {
    const overdue = confirmedBooking({
      schedule: [
        { kind: "DEPOSIT", amount: 917.5, dueDate: "2027-01-13", status: "OVERDUE", remaining: 917.5 },
        { kind: "BALANCE", amount: 917.5, dueDate: "2027-05-21", status: "DUE", remaining: 917.5 },
      ],
      payTo: PAY_TO,
    });
    await renderComponent(<BookingPaymentsBlock booking={overdue} />);
    const deposit = scheduleLine("DEPOSIT");
    expect(within(deposit).getByText("Overdue")).toHaveAttribute("data-payment-status", "OVERDUE");
    expect(deposit).toHaveTextContent("Was due on January 13, 2027");
    expect(deposit).not.toHaveTextContent("left to pay");
    expect(screen.getByTestId("where-to-pay")).toHaveTextContent("Pay €917.50 (Deposit) by bank transfer to:");
  });

  it("tells the guest the owner sends the details when there are none, and draws no QR code", async () => {
    const noDetails = confirmedBooking({
      schedule: [{ kind: "FULL", amount: 1835, dueDate: "2027-06-01", status: "DUE", remaining: 1835 }],
      outstanding: 1835,
      payTo: null,
    });
    await renderComponent(<BookingPaymentsBlock booking={noDetails} />);
    const where = screen.getByTestId("where-to-pay");
    expect(where).toHaveTextContent("The owner will send you the payment details.");
    expect(within(where).queryByRole("img")).toBeNull();
    expect(within(where).queryByRole("button", { name: /^Copy/ })).toBeNull();
    expect(scheduleLine("FULL")).toHaveTextContent("Full payment");
  });

  it("has no 'how to pay' once everything is paid", async () => {
    const paid = confirmedBooking({
      schedule: [{ kind: "FULL", amount: 1835, dueDate: "2027-06-01", status: "PAID", remaining: 0 }],
      received: [{ id: "a1", amount: 1835, receivedOn: "2027-05-01", method: "CARD", reference: null }],
      paidTotal: 1835,
      outstanding: 0,
      payTo: null,
    });
    await renderComponent(<BookingPaymentsBlock booking={paid} />);
    expect(screen.queryByTestId("where-to-pay")).toBeNull();
    expect(screen.getByTestId("booking-payments")).toHaveTextContent("Outstanding€0");
  });

  it("shows a cancelled booking's kept outcome: the charge and the refund", async () => {
    const cancelled = confirmedBooking(
      { received: [{ id: "a1", amount: 1000, receivedOn: "2027-01-12", method: "BANK_TRANSFER", reference: null }] },
      { status: "CANCELLED", cancellation: { terms: "partial", charge: 917.5, refundDue: 82.5 } },
    );
    cancelled.payments = { ...cancelled.payments, paidTotal: 1000, outstanding: 0 };
    await renderComponent(<BookingPaymentsBlock booking={cancelled} />);
    const block = screen.getByTestId("booking-payments");
    expect(block).toHaveTextContent("Cancellation charge€917.50");
    expect(block).toHaveTextContent("Cancellation terms50% charged");
    expect(screen.getByTestId("cancellation-money")).toHaveTextContent(
      "You have paid €1,000. €82.50 will be refunded.",
    );
    expect(screen.queryByTestId("where-to-pay")).toBeNull();
  });
});

describe("the line a list shows", () => {
  it("names the part due next, its amount and date", async () => {
    await renderComponent(<NextPaymentLine booking={DEPOSIT_PAID_BALANCE_PART} />);
    expect(screen.getByText("Balance: €835 due by May 21, 2027")).toBeInTheDocument();
    expect(screen.queryByText("Overdue")).toBeNull();
  });

  it("says Overdue in words when the date has passed", async () => {
    const overdue = confirmedBooking({
      schedule: [{ kind: "FULL", amount: 1835, dueDate: "2027-01-13", status: "OVERDUE", remaining: 1835 }],
    });
    await renderComponent(<NextPaymentLine booking={overdue} />);
    expect(screen.getByText("Overdue")).toBeInTheDocument();
    expect(screen.getByText("Full payment: €1,835 was due on Jan 13, 2027")).toBeInTheDocument();
  });

  it("says what a cancelled booking gives back", async () => {
    const cancelled = confirmedBooking(
      { paidTotal: 1000, outstanding: 0 },
      { status: "CANCELLED", cancellation: { terms: "partial", charge: 917.5, refundDue: 82.5 } },
    );
    await renderComponent(<NextPaymentLine booking={cancelled} />);
    expect(screen.getByText("€82.50 to be refunded")).toBeInTheDocument();
  });
});
