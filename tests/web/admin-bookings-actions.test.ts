// What the back office offers on a booking in each status (SPEC 4 reading A, which the API enforces) and what a
// failed request says (SPEC 8 "Failed to {action} booking", SPEC 6 Access Denied for the payment), in English
// and Russian.
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, planTransition, type BookingStatus } from "../../src/domain/booking-status.ts";
import { ApiRequestError } from "../../src/web/api/errors.ts";
import { commandFailure } from "../../src/web/features/admin/bookings/command-texts.ts";
import { canMarkPayment, offeredActions } from "../../src/web/features/admin/bookings/offered-actions.ts";
import { i18nFor } from "./lingui-catalog.ts";

const TODAY = "2026-03-10";
/** A booking in `status` whose stay ended on the villa's today. */
const ended = (status: BookingStatus) => ({ status, checkOut: TODAY });

describe("offeredActions (reading A)", () => {
  it("PENDING: confirm and reject; CONFIRMED: complete; the rest: nothing", () => {
    expect(offeredActions(ended("PENDING"), TODAY)).toEqual(["confirm", "reject"]);
    expect(offeredActions(ended("CONFIRMED"), TODAY)).toEqual(["complete"]);
    expect(offeredActions(ended("COMPLETED"), TODAY)).toEqual([]);
    expect(offeredActions(ended("CANCELLED"), TODAY)).toEqual([]);
    expect(offeredActions(ended("REJECTED"), TODAY)).toEqual([]);
  });

  it("Complete only from the check-out day on (the villa's today)", () => {
    expect(offeredActions({ status: "CONFIRMED", checkOut: "2026-03-11" }, TODAY)).toEqual([]);
    expect(offeredActions({ status: "CONFIRMED", checkOut: "2026-03-09" }, TODAY)).toEqual(["complete"]);
    // Without a day given, the villa's own today decides: a stay ending years ahead is not over.
    expect(offeredActions({ status: "CONFIRMED", checkOut: "2099-01-01" })).toEqual([]);
    expect(offeredActions({ status: "CONFIRMED", checkOut: "2000-01-01" })).toEqual(["complete"]);
  });

  it("never offers what the domain would refuse, nor the guest's cancel", () => {
    for (const status of BOOKING_STATUSES) {
      for (const checkOut of ["2026-03-09", TODAY, "2026-03-11"]) {
        const stay = { checkOut, today: TODAY };
        for (const action of offeredActions({ status, checkOut }, TODAY))
          expect(planTransition(status, action, stay).kind, `${status} ${action} ${checkOut}`).toBe("apply");
        expect(offeredActions({ status, checkOut }, TODAY)).not.toContain("cancel");
      }
    }
  });

  it("reading B's extra buttons are not offered: confirm a REJECTED one, reject a CONFIRMED one", () => {
    expect(offeredActions(ended("REJECTED"), TODAY)).not.toContain("confirm");
    expect(offeredActions(ended("CONFIRMED"), TODAY)).not.toContain("reject");
  });

  it("Mark Paid / Mark Unpaid only on CONFIRMED", () => {
    expect(BOOKING_STATUSES.filter(canMarkPayment)).toEqual(["CONFIRMED"]);
  });
});

const forbidden = (message: string) => new ApiRequestError(403, "FORBIDDEN", message);
const stale = () => new ApiRequestError(409, "INVALID_TRANSITION", "A confirmed booking cannot be rejected");
const offline = () => new ApiRequestError(0, "NETWORK", "Network connection failed", [], "network");
const serverError = () => new ApiRequestError(500, "INTERNAL", "Server error occurred", [], "serverError");

describe("commandFailure", () => {
  it("a refused payment change is Access Denied with the SPEC 6 text", async () => {
    const en = await i18nFor("en");
    expect(
      commandFailure(en, "toggle-payment", forbidden("You do not have permission to update payment status")),
    ).toEqual({
      kind: "forbidden",
      title: "Access Denied",
      description: "You do not have permission to update payment status",
    });
    expect(commandFailure(en, "confirm", forbidden("You do not have permission to confirm this booking"))).toEqual({
      kind: "forbidden",
      title: "Access Denied",
      description: "You do not have permission to confirm this booking",
    });
  });

  it("a booking changed meanwhile is Failed to {action} booking, explained, and ends the attempt", async () => {
    const en = await i18nFor("en");
    const failure = commandFailure(en, "reject", stale());
    expect(failure.kind).toBe("stale");
    expect(failure.title).toBe("Failed to reject booking");
    expect(failure.description).toBe(
      "This booking was changed in the meantime and can no longer be rejected. The list now shows its current status.",
    );
    expect(commandFailure(en, "toggle-payment", new ApiRequestError(409, "INVALID_TRANSITION", "x")).title).toBe(
      "Failed to update payment status",
    );
    expect(commandFailure(en, "complete", new ApiRequestError(404, "NOT_FOUND", "Booking not found")).kind).toBe(
      "stale",
    );
  });

  it("anything else can be retried and carries the translated reason", async () => {
    const en = await i18nFor("en");
    expect(commandFailure(en, "confirm", offline())).toEqual({
      kind: "retry",
      title: "Failed to confirm booking",
      description: "Network connection failed",
    });
    expect(commandFailure(en, "complete", serverError())).toEqual({
      kind: "retry",
      title: "Failed to complete booking",
      description: "Server error occurred",
    });
    expect(commandFailure(en, "confirm", new Error("boom"))).toEqual({
      kind: "retry",
      title: "Failed to confirm booking",
      description: "Failed to confirm booking",
    });
  });

  it("speaks Russian", async () => {
    const ru = await i18nFor("ru");
    const denied = commandFailure(
      ru,
      "toggle-payment",
      forbidden("You do not have permission to update payment status"),
    );
    expect(denied.title).toBe("Доступ запрещён");
    expect(denied.description).toBe("У вас нет прав на изменение статуса оплаты");
    const failed = commandFailure(ru, "confirm", offline());
    expect(failed.title).toBe("Не удалось подтвердить бронирование");
    expect(failed.description).not.toBe("Network connection failed");
  });
});
