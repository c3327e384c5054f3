// My Bookings' island on its own, as on the prerendered page (with the page's document navigation, no router): signed
// out it asks to sign in with links back to the same address; signed in it lists the guest's bookings, and a filter
// chosen becomes a new history entry with the filter in the address, and the list of that filter.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { myBookingsIsland } from "../../src/web/features/my-bookings/my-bookings-island.tsx";
import { renderComponent } from "./render.tsx";

const MyBookingsIsland = myBookingsIsland.component;

const GUEST = {
  id: "5f3d2c1b-0a9e-4f8d-b7c6-a5e4d3c2b1a0",
  email: "lena@example.de",
  fullName: "Lena Fischer",
  role: "GUEST",
};

// The island loads the guest's part (its own chunk) after its first render: a busy machine takes more than a second.
const LOADS_ITS_PART = { timeout: 5_000 };

/** The statuses GET /api/bookings/my was asked for, in turn. */
let asked: (string | null)[] = [];

beforeEach(() => {
  asked = [];
  localStorage.clear();
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    expect(url.pathname).toBe("/api/bookings/my");
    asked.push(url.searchParams.get("status"));
    return Promise.resolve(
      Response.json({ success: true, data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("my bookings island", () => {
  it("asks a signed-out visitor to sign in, with links that come back to the same address", async () => {
    window.history.replaceState(null, "", "/de/my-bookings?status=PENDING");
    await renderComponent(<MyBookingsIsland language="de" />, { language: "de", pathname: "/de/my-bookings" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Bitte melden Sie sich an" }, LOADS_ITS_PART),
    ).toBeInTheDocument();
    const signIn = screen.getByRole("link", { name: "Anmelden" });
    expect(decodeURIComponent(signIn.getAttribute("href") ?? "")).toBe(
      "/de/signin?redirect=/de/my-bookings?status=PENDING",
    );
    expect(asked).toEqual([]);
  });

  it("lists a signed-in guest's bookings, and a filter chosen is a new history entry in the address", async () => {
    localStorage.setItem("user", JSON.stringify(GUEST));
    localStorage.setItem("accessToken", "token");
    window.history.replaceState(null, "", "/en/my-bookings");
    const before = window.history.length;
    const { user } = await renderComponent(<MyBookingsIsland language="en" />, { pathname: "/en/my-bookings" });
    expect(await screen.findByRole("heading", { name: "No bookings found" }, LOADS_ITS_PART)).toBeInTheDocument();
    expect(asked).toEqual([null]);

    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by status" }), "CONFIRMED");
    expect(window.location.pathname + window.location.search).toBe("/en/my-bookings?status=CONFIRMED");
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(asked).toEqual([null, "CONFIRMED"]));
    expect(await screen.findByText("You have no bookings with the status “Confirmed”.")).toBeInTheDocument();
  });
});
