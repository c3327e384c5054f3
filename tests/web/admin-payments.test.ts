// The back office's payment pieces without a screen: every payment rule the API can answer with has its translation
// pair, the record-payment sheet's starting amount follows the domain's schedule, and waiting times pick their unit.
import { describe, expect, it } from "vitest";
import { PAYMENT_RULE_TEXT, TOGGLE_KEEPS_PAYMENTS_MESSAGE } from "../../src/domain/payments/payment-messages.ts";
import {
  amountText,
  checkPaymentForm,
  initialPaymentValues,
} from "../../src/web/features/admin/bookings/payment-form-values.ts";
import { formatDuration } from "../../src/web/features/admin/dashboard/waiting-time.ts";
import { TRANSLATED_RULE_TEXTS } from "../../src/web/i18n/rule-text.ts";
import { moneyBooking, received, TODAY } from "../components/admin-payments-fixtures.ts";
import { i18nFor } from "./lingui-catalog.ts";
import { addDays } from "../../src/domain/dates.ts";

describe("payment rule texts", () => {
  it("has a translation pair for every payment rule and the paid switch's refusal", () => {
    const texts = [...Object.values(PAYMENT_RULE_TEXT), TOGGLE_KEEPS_PAYMENTS_MESSAGE];
    expect(texts.filter((text) => !TRANSLATED_RULE_TEXTS.has(text))).toEqual([]);
  });
});

describe("the record-payment sheet's values", () => {
  it("starts with what the domain says is due now: the first unpaid part's remainder, else what is outstanding", () => {
    const amount = (booking: ReturnType<typeof moneyBooking>) => initialPaymentValues(booking, "payment", TODAY).amount;
    expect(amount(moneyBooking())).toBe("500");
    expect(amount(moneyBooking([received(200, addDays(TODAY, -1))]))).toBe("300");
    expect(amount(moneyBooking([received(1000, addDays(TODAY, -1))]))).toBe("");
    // A cancelled booking has no schedule: what its charge leaves outstanding.
    const cancelled = moneyBooking([], {
      status: "CANCELLED",
      cancellation: { terms: "partial", charge: 500, refundDue: 0 },
    });
    expect(amount(cancelled)).toBe("500");
  });

  it("writes amounts as a phone keypad would and leaves nothing to pay empty", () => {
    expect(amountText(180)).toBe("180");
    expect(amountText(232.5)).toBe("232.50");
    expect(amountText(0)).toBe("");
  });

  it("sends a refund negative, and refuses what the domain refuses", () => {
    const booking = moneyBooking([received(200, addDays(TODAY, -1))]);
    const refund = { ...initialPaymentValues(booking, "refund", TODAY), amount: "150,5" };
    expect(checkPaymentForm(refund, booking, TODAY).record?.amount).toBe(-150.5);
    const tooMuch = { ...refund, amount: "201" };
    expect(checkPaymentForm(tooMuch, booking, TODAY).issues.map((issue) => issue.rule)).toEqual(["refundTooLarge"]);
    const payment = initialPaymentValues(booking, "payment", TODAY);
    expect(checkPaymentForm(payment, booking, TODAY).record).toEqual({
      amount: 300,
      receivedOn: TODAY,
      method: "BANK_TRANSFER",
      reference: null,
    });
  });
});

describe("waiting times", () => {
  it("uses minutes, then hours, then days", async () => {
    const en = await i18nFor("en");
    expect(formatDuration(en, 45)).toBe("45 minutes");
    expect(formatDuration(en, 60)).toBe("1 hour");
    expect(formatDuration(en, 47 * 60 + 59)).toBe("47 hours");
    expect(formatDuration(en, 3 * 1440 + 5)).toBe("3 days");
    expect(formatDuration(en, -360)).toBe("6 hours");
  });
});
