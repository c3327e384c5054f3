// SPEC 4 reading A, table-driven over every status × action.
import { describe, expect, it } from "vitest";
import {
  actionTarget,
  availableActions,
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  canTogglePayment,
  hasUpcomingStay,
  isOccupying,
  OCCUPYING_STATUSES,
  planTransition,
  stayIsOver,
  type BookingAction,
  type BookingStatus,
  type TransitionPlan,
} from "../../src/domain/index.ts";

const apply = (next: BookingStatus): TransitionPlan => ({ kind: "apply", next });
const unchanged: TransitionPlan = { kind: "unchanged" };
const invalid: TransitionPlan = { kind: "invalid" };

const TABLE: Record<BookingStatus, Record<BookingAction, TransitionPlan>> = {
  PENDING: { confirm: apply("CONFIRMED"), reject: apply("REJECTED"), cancel: apply("CANCELLED"), complete: invalid },
  CONFIRMED: { confirm: unchanged, reject: invalid, cancel: apply("CANCELLED"), complete: apply("COMPLETED") },
  COMPLETED: { confirm: invalid, reject: invalid, cancel: invalid, complete: unchanged },
  CANCELLED: { confirm: invalid, reject: invalid, cancel: unchanged, complete: invalid },
  REJECTED: { confirm: invalid, reject: unchanged, cancel: invalid, complete: invalid },
};

// A stay whose check-out day has come: the status table below is about statuses, not dates.
const OVER = { checkOut: "2026-03-10", today: "2026-03-10" };

describe("planTransition", () => {
  const cases = BOOKING_STATUSES.flatMap((status) => BOOKING_ACTIONS.map((action) => [status, action] as const));

  it("covers all 20 status × action pairs", () => {
    expect(cases).toHaveLength(20);
  });

  it.each(cases)("%s + %s", (status, action) => {
    expect(planTransition(status, action, OVER)).toEqual(TABLE[status][action]);
  });

  it("answers unchanged exactly when the booking is already in the action's target", () => {
    for (const [status, action] of cases) {
      expect(planTransition(status, action, OVER).kind === "unchanged").toBe(actionTarget(action) === status);
    }
  });
});

describe("completing a stay waits for its check-out day (villa's today)", () => {
  const notOver = { kind: "invalid", reason: "stayNotOver" };

  it("is refused before check-out: upcoming, or the guest still there", () => {
    expect(planTransition("CONFIRMED", "complete", { checkOut: "2026-03-10", today: "2026-02-01" })).toEqual(notOver);
    expect(planTransition("CONFIRMED", "complete", { checkOut: "2026-03-10", today: "2026-03-09" })).toEqual(notOver);
  });

  it("is allowed on the check-out day and after", () => {
    expect(planTransition("CONFIRMED", "complete", { checkOut: "2026-03-10", today: "2026-03-10" })).toEqual({
      kind: "apply",
      next: "COMPLETED",
    });
    expect(planTransition("CONFIRMED", "complete", { checkOut: "2026-03-10", today: "2026-04-01" })).toEqual({
      kind: "apply",
      next: "COMPLETED",
    });
    // Across a month and a year: compared as calendar dates.
    expect(stayIsOver({ checkOut: "2026-12-31", today: "2027-01-01" })).toBe(true);
    expect(stayIsOver({ checkOut: "2027-01-01", today: "2026-12-31" })).toBe(false);
  });

  it("is refused when the caller does not say when the stay ends", () => {
    expect(planTransition("CONFIRMED", "complete")).toEqual(notOver);
  });

  it("leaves the other actions and statuses to the status table, whatever the dates", () => {
    const early = { checkOut: "2026-03-10", today: "2026-02-01" };
    expect(planTransition("COMPLETED", "complete", early)).toEqual({ kind: "unchanged" });
    expect(planTransition("PENDING", "complete", early)).toEqual({ kind: "invalid" });
    expect(planTransition("CONFIRMED", "cancel", early)).toEqual({ kind: "apply", next: "CANCELLED" });
    expect(planTransition("PENDING", "confirm")).toEqual({ kind: "apply", next: "CONFIRMED" });
  });
});

describe("availableActions", () => {
  it("lists what each status can still do", () => {
    expect(availableActions("PENDING")).toEqual(["confirm", "reject", "cancel"]);
    expect(availableActions("CONFIRMED", OVER)).toEqual(["cancel", "complete"]);
    expect(availableActions("CONFIRMED", { checkOut: "2026-03-11", today: "2026-03-10" })).toEqual(["cancel"]);
    expect(availableActions("COMPLETED")).toEqual([]);
    expect(availableActions("CANCELLED")).toEqual([]);
    expect(availableActions("REJECTED")).toEqual([]);
  });
});

describe("payment and occupancy", () => {
  it.each(BOOKING_STATUSES)("payment toggles only on CONFIRMED (%s)", (status) => {
    expect(canTogglePayment(status)).toBe(status === "CONFIRMED");
  });
  it.each(BOOKING_STATUSES)("only PENDING and CONFIRMED hold nights (%s)", (status) => {
    expect(isOccupying(status)).toBe(status === "PENDING" || status === "CONFIRMED");
  });
  it("exports the occupying statuses", () => {
    expect([...OCCUPYING_STATUSES]).toEqual(["PENDING", "CONFIRMED"]);
  });
});

const TODAY = "2026-11-27";

describe("hasUpcomingStay", () => {
  it("counts a pending or confirmed stay that has not ended", () => {
    expect(hasUpcomingStay([{ status: "CONFIRMED", checkOut: "2027-01-10" }], TODAY)).toBe(true);
    expect(hasUpcomingStay([{ status: "PENDING", checkOut: TODAY }], TODAY)).toBe(true);
  });

  it("ignores past, cancelled and declined stays", () => {
    expect(
      hasUpcomingStay(
        [
          { status: "CONFIRMED", checkOut: "2026-11-26" },
          { status: "CANCELLED", checkOut: "2027-01-10" },
          { status: "REJECTED", checkOut: "2027-01-10" },
        ],
        TODAY,
      ),
    ).toBe(false);
  });
});
