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

describe("planTransition", () => {
  const cases = BOOKING_STATUSES.flatMap((status) => BOOKING_ACTIONS.map((action) => [status, action] as const));

  it("covers all 20 status × action pairs", () => {
    expect(cases).toHaveLength(20);
  });

  it.each(cases)("%s + %s", (status, action) => {
    expect(planTransition(status, action)).toEqual(TABLE[status][action]);
  });

  it("answers unchanged exactly when the booking is already in the action's target", () => {
    for (const [status, action] of cases) {
      expect(planTransition(status, action).kind === "unchanged").toBe(actionTarget(action) === status);
    }
  });
});

describe("availableActions", () => {
  it("lists what each status can still do", () => {
    expect(availableActions("PENDING")).toEqual(["confirm", "reject", "cancel"]);
    expect(availableActions("CONFIRMED")).toEqual(["cancel", "complete"]);
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
