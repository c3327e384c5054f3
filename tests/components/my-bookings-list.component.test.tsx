// The signed-in part of My Bookings on its own, with GET /api/bookings/my answered by a stubbed fetch: a list that
// cannot be loaded shows the red box once the HTTP client has given up retrying, and Try again shows the bookings.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Booking } from "../../src/domain/schemas/booking.ts";
import { BOOKING_FIXTURE } from "./booking-fixture.ts";
import { MyBookingsList } from "../../src/web/features/my-bookings/my-bookings-list.tsx";
import { renderRouted } from "./render-routed.tsx";

const BOOKING: Booking = BOOKING_FIXTURE;
const SHORT_ID = BOOKING.id.slice(-8).toUpperCase();

/** The answers GET /api/bookings/my gets, in turn; how many times it was asked. */
let asked = 0;
function stubList(answer: () => Response): void {
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    expect(url.pathname).toBe("/api/bookings/my");
    asked++;
    return Promise.resolve(answer());
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  asked = 0;
});

describe("my bookings list", () => {
  it("shows the red box with Try again when the list fails, and the bookings after it", async () => {
    stubList(() => Response.json({ success: false, code: "INTERNAL", message: "Boom" }, { status: 500 }));
    // The client retries a 5xx three times (1 s, 2 s, 4 s) before giving up: those waits pass on a fake clock.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { user } = await renderRouted(<MyBookingsList language="en" search={{}} onSearchChange={() => {}} />, {
      pathname: "/en/my-bookings",
    });
    await vi.advanceTimersByTimeAsync(8_000);
    vi.useRealTimers();
    const problem = await screen.findByRole("alert");
    expect(problem).toHaveTextContent("Failed to fetch bookings");
    expect(problem).toHaveTextContent("Server error occurred");
    expect(asked).toBe(4);

    stubList(() =>
      Response.json({
        success: true,
        data: [BOOKING],
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      }),
    );
    await user.click(within(problem).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("table", { name: "Your bookings" })).toBeInTheDocument());
    expect(
      within(screen.getByRole("table", { name: "Your bookings" })).getByRole("row", {
        name: new RegExp(`#${SHORT_ID}`),
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Failed to fetch bookings")).toBeNull();
  });
});
