// A failed queued request is kept on the device with the server's answer (outbox-record.ts). IndexedDB keeps values
// by structured clone, which keeps no ApiRequestError; errors travel as plain records that survive even JSON, and come
// back whole, so a failure shown after a reload still offers its way out ("choose other dates").
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../src/web/api/errors.ts";
import { errorFromPlain, isPlainApiError, plainError } from "../../src/web/offline/persisted-errors.ts";
import { replayFailureKind } from "../../src/web/offline/outbox/replay-failure.ts";
import { bookingRequest } from "./outbox-harness.ts";

describe("errors on their way to IndexedDB and back", () => {
  it("an ApiRequestError becomes a plain record and comes back whole", () => {
    const error = new ApiRequestError(
      409,
      "DATES_UNAVAILABLE",
      "Selected dates are not available",
      [{ path: "checkIn", message: "taken" }],
      "validationFailed",
    );
    const plain = plainError(error);
    expect(plain).toEqual({
      kind: "api-error",
      status: 409,
      code: "DATES_UNAVAILABLE",
      message: "Selected dates are not available",
      errors: [{ path: "checkIn", message: "taken" }],
      messageKey: "validationFailed",
    });
    const back = errorFromPlain(JSON.parse(JSON.stringify(plain)) as typeof plain);
    expect(back).toBeInstanceOf(ApiRequestError);
    expect(back).toMatchObject({
      status: 409,
      code: "DATES_UNAVAILABLE",
      message: error.message,
      errors: error.errors,
      messageKey: "validationFailed",
    });
  });

  it("any other error keeps its message", () => {
    expect(plainError(new TypeError("Failed to fetch"))).toMatchObject({
      kind: "api-error",
      status: 0,
      code: "INVALID_RESPONSE",
      message: "Failed to fetch",
    });
    expect(plainError("odd")).toMatchObject({ message: "odd" });
    expect(isPlainApiError(JSON.parse(JSON.stringify(plainError(new Error("x")))))).toBe(true);
    // Something stored that only looks like one (written by hand, or damaged) is not taken for one.
    expect(isPlainApiError({ kind: "api-error" })).toBe(false);
    expect(isPlainApiError(new Error("x"))).toBe(false);
    expect(isPlainApiError(null)).toBe(false);
  });

  it("a failure read back from storage still says what to do next", () => {
    const stored = JSON.parse(
      JSON.stringify(plainError(new ApiRequestError(409, "DATES_UNAVAILABLE", "Selected dates are not available"))),
    ) as unknown;
    expect(isPlainApiError(stored)).toBe(true);
    expect(
      replayFailureKind(
        bookingRequest("2027-03-01", "2027-03-04"),
        errorFromPlain(stored as ReturnType<typeof plainError>),
      ),
    ).toBe("dates-taken");
  });
});
