// The cancel dialog's statement of the SPEC 9 policy for one booking today: which text is chosen at each
// boundary of cancellation-policy.ts, the amount charged (the domain's, to the cent), the dates named, a request not
// yet confirmed, and the German texts.
import { describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/dates.ts";
import { cancellationChargeOf } from "../../src/domain/payments/cancellation-outcome.ts";
import {
  cancellationNotice,
  firstNoRefundDay,
  lastFreeCancellationDay,
} from "../../src/web/features/my-bookings/cancellation-notice.ts";
import { i18nFor } from "./lingui-catalog.ts";

const CHECK_IN = "2026-08-20";
const stay = { checkIn: CHECK_IN, totalPrice: 1835, currency: "EUR" };
/** The day that is `days` calendar days before arrival. */
const daysBefore = (days: number) => addDays(CHECK_IN, -days);

describe("cancellationNotice in English", () => {
  it("is free from far ahead up to and including 14 days before arrival", async () => {
    const i18n = await i18nFor("en");
    for (const days of [200, 15, 14]) {
      const notice = cancellationNotice(i18n, stay, daysBefore(days));
      expect(notice.terms, `${days} days`).toBe("free");
      expect(notice.charge).toBe(0);
      expect(notice.title).toBe("Free cancellation: you will not be charged.");
    }
    const notice = cancellationNotice(i18n, stay, daysBefore(30));
    // The last free day is named, and what comes after it with the amount.
    expect(notice.detail).toBe(
      "Cancelling is free until August 6, 2026, 14 days before arrival. After that, 50% of the total (€917.50) is charged.",
    );
  });

  it("charges half from 13 days down to 3 days before arrival", async () => {
    const i18n = await i18nFor("en");
    for (const days of [13, 7, 3]) {
      const notice = cancellationNotice(i18n, stay, daysBefore(days));
      expect(notice.terms, `${days} days`).toBe("partial");
      expect(notice.charge).toBe(917.5);
      expect(notice.title).toBe("50% of the total is charged: €917.50.");
    }
    expect(cancellationNotice(i18n, stay, daysBefore(10)).detail).toBe(
      "Your arrival on August 20, 2026 is less than 14 days away, so half of the total price of €1,835 is charged. " +
        "From August 18, 2026, within 72 hours of arrival, there is no refund.",
    );
  });

  it("refunds nothing within 72 hours, on the arrival day and during the stay", async () => {
    const i18n = await i18nFor("en");
    const two = cancellationNotice(i18n, stay, daysBefore(2));
    expect(two.terms).toBe("none");
    expect(two.charge).toBe(1835);
    expect(two.title).toBe("No refund: the full total of €1,835 is charged.");
    expect(two.detail).toBe(
      "Your arrival on August 20, 2026 is less than 72 hours away, so the booking can no longer be refunded.",
    );
    expect(cancellationNotice(i18n, stay, daysBefore(1)).terms).toBe("none");
    expect(cancellationNotice(i18n, stay, CHECK_IN).detail).toBe(
      "You arrive today, so the booking can no longer be refunded.",
    );
    expect(cancellationNotice(i18n, stay, addDays(CHECK_IN, 2)).detail).toBe(
      "Your stay began on August 20, 2026, so the booking can no longer be refunded.",
    );
  });
});

describe("the boundary days named in the texts", () => {
  it("match the terms the domain applies on those days", async () => {
    const i18n = await i18nFor("en");
    const lastFree = lastFreeCancellationDay(CHECK_IN);
    expect(lastFree).toBe("2026-08-06");
    expect(cancellationNotice(i18n, stay, lastFree).terms).toBe("free");
    expect(cancellationNotice(i18n, stay, addDays(lastFree, 1)).terms).toBe("partial");
    const noRefund = firstNoRefundDay(CHECK_IN);
    expect(noRefund).toBe("2026-08-18");
    expect(cancellationNotice(i18n, stay, addDays(noRefund, -1)).terms).toBe("partial");
    expect(cancellationNotice(i18n, stay, noRefund).terms).toBe("none");
  });

  it("charges exactly what the server charges: half of an odd total to the cent", async () => {
    const i18n = await i18nFor("en");
    const odd = { ...stay, totalPrice: 1001 };
    expect(cancellationNotice(i18n, odd, daysBefore(5)).charge).toBe(cancellationChargeOf(1001, "partial"));
    expect(cancellationNotice(i18n, odd, daysBefore(5)).charge).toBe(500.5);
    expect(cancellationNotice(i18n, odd, daysBefore(30)).charge).toBe(0);
    expect(cancellationNotice(i18n, odd, daysBefore(1)).charge).toBe(1001);
  });

  it("lets a request the owner has not confirmed go free, whenever", async () => {
    const i18n = await i18nFor("en");
    const pending = { ...stay, status: "PENDING" as const };
    const near = cancellationNotice(i18n, pending, daysBefore(5));
    expect(near.terms).toBe("free");
    expect(near.charge).toBe(0);
    expect(near.detail).toBe("The owner has not confirmed your request yet, so withdrawing it costs nothing.");
    // Far ahead it reads as for a confirmed stay: the free days are the same.
    expect(cancellationNotice(i18n, pending, daysBefore(30)).detail).toContain(
      "Cancelling is free until August 6, 2026",
    );
  });

  it("takes the server's quote when it has one", async () => {
    const i18n = await i18nFor("en");
    const notice = cancellationNotice(i18n, stay, daysBefore(5), { terms: "none", charge: 1835 });
    expect(notice.terms).toBe("none");
    expect(notice.title).toBe("No refund: the full total of €1,835 is charged.");
  });
});

describe("cancellationNotice in German", () => {
  it("states each outcome in German with German dates and prices", async () => {
    const i18n = await i18nFor("de");
    const free = cancellationNotice(i18n, stay, daysBefore(30));
    expect(free.title).toBe("Kostenlose Stornierung: Ihnen wird nichts berechnet.");
    expect(free.detail).toContain("6. August 2026");
    expect(free.detail).toContain("917,50\u00a0€");
    const partial = cancellationNotice(i18n, stay, daysBefore(5));
    expect(partial.title).toBe("50 % des Gesamtbetrags werden berechnet: 917,50\u00a0€.");
    expect(partial.detail).toContain("1.835\u00a0€");
    const none = cancellationNotice(i18n, stay, daysBefore(1));
    expect(none.title).toBe("Keine Erstattung: Der volle Gesamtbetrag von 1.835\u00a0€ wird berechnet.");
  });
});
