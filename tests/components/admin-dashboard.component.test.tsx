// The back-office dashboard on its own, from a fixed answer of GET /api/stats/dashboard (stubbed fetch): every
// figure drawn exactly in the page's language (rates, the 4 % bar floor, months, empty lists), and the loading,
// failed and refreshing states. That every figure equals the real API's is checked in the browser
// (tests/e2e/admin-dashboard.spec.ts).
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DashboardStats } from "../../src/domain/schemas/stats.ts";
import { DashboardPage } from "../../src/web/features/admin/dashboard/dashboard-page.tsx";
import { expectedDashboard, readDashboard } from "../e2e/dashboard-figures.ts";
import { renderRouted } from "./render-routed.tsx";

const FIXED: DashboardStats = {
  attention: {
    requests: { items: [], more: 0 },
    overduePayments: { items: [], more: 0 },
    arrivals: { items: [], more: 0 },
  },
  totalVillas: 4,
  activeVillas: 3,
  inactiveVillas: 1,
  totalBookings: 8,
  pendingBookings: 2,
  confirmedBookings: 2,
  completedBookings: 3,
  cancelledBookings: 1,
  rejectedBookings: 0,
  totalRevenue: 6172.5,
  monthlyRevenue: 2400,
  weeklyRevenue: 800,
  averageBookingValue: 1234.5,
  recentBookings: [],
  recentVillas: [],
  monthlyTrend: [
    { month: "2026-01", revenue: 0, bookings: 0 },
    { month: "2026-02", revenue: 20, bookings: 1 },
    { month: "2026-03", revenue: 500, bookings: 1 },
    { month: "2026-04", revenue: 1000, bookings: 2 },
    { month: "2026-05", revenue: 250, bookings: 1 },
    { month: "2026-06", revenue: 0, bookings: 0 },
  ],
};

const HEALTH = { status: "ok", database: { kind: "pglite", status: "up", latencyMs: 1 }, uptimeSeconds: 60 };

/** Answers the dashboard's two requests: the figures with `stats()`, the health check always well. */
function stubApi(stats: () => Promise<Response>): void {
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === "/api/health") return Promise.resolve(Response.json({ success: true, data: HEALTH }));
    expect(url.pathname).toBe("/api/stats/dashboard");
    return stats();
  });
}

const figure = (name: string) => document.querySelector(`main [data-figure=${name}], [data-figure=${name}]`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the admin dashboard", () => {
  it("draws a fixed data set exactly: rates, bars with the 4 % floor, months in German, empty lists", async () => {
    stubApi(() => Promise.resolve(Response.json({ success: true, data: FIXED })));
    const { container } = await renderRouted(<DashboardPage />, { language: "de", pathname: "/de/admin" });
    await screen.findByText("Keine aktuellen Buchungen");
    // The charts, the recent villas and the health panel come a moment after the figures.
    await waitFor(() => expect(readDashboard(container)).toEqual(expectedDashboard("de", FIXED)));
    // (2 + 3) / 8 and 3 of 4 villas.
    expect(figure("successRate")).toHaveTextContent(/^62,5\s%$/);
    expect(figure("utilizationRate")).toHaveTextContent(/^75\s%$/);
    // Whole euros: the average's cents are rounded away.
    expect(figure("averageBookingValue")).toHaveTextContent(/^1\.235\s€$/);
    const bars = [...container.querySelectorAll<HTMLElement>("[data-bar-height]")];
    expect(bars.map((bar) => bar.style.height)).toEqual(["4%", "4%", "50%", "100%", "25%", "4%"]);
    // Each bar: a short amount, the short month and the bookings, in German.
    const months = container.querySelectorAll("[data-chart=revenue-trend] [data-month]");
    expect(months[2]).toHaveTextContent(/^500\s€Mär1$/);
    expect(months[3]).toHaveTextContent(/^1000\s€Apr2$/);
    expect(container.querySelectorAll("table tbody tr")[2]).toHaveTextContent("März 2026");
    expect(screen.getByText("Keine aktuellen Buchungen")).toBeInTheDocument();
    expect(screen.getByText("Keine aktuellen Villen")).toBeInTheDocument();
  });

  it("shows loading, a failed load with Try again, and Refresh disabled while it runs", async () => {
    let answer: "hold" | "fail" | "ok" = "hold";
    let release: () => void = () => {};
    stubApi(async () => {
      if (answer === "hold") await new Promise<void>((resolve) => (release = resolve));
      // 429 is not retried by the client, so the banner comes at once.
      if (answer === "fail")
        return Response.json({ success: false, code: "RATE_LIMITED", message: "Too many requests" }, { status: 429 });
      return Response.json({ success: true, data: FIXED });
    });
    const { user } = await renderRouted(<DashboardPage />, { pathname: "/en/admin" });
    expect(
      (await screen.findAllByRole("status")).some((status) => status.textContent?.includes("Loading dashboard...")),
    ).toBe(true);
    answer = "fail";
    release();
    const banner = await waitFor(() => {
      const found = screen
        .getAllByRole("alert")
        .find((alert) => alert.textContent?.includes("Failed to load dashboard"));
      if (!found) throw new Error("no banner yet");
      return found;
    });
    // The API's error texts load when a failure is first shown.
    await waitFor(() => expect(banner).toHaveTextContent("Too many requests"));
    expect(document.querySelectorAll("[data-figure]")).toHaveLength(0);

    answer = "ok";
    await user.click(within(banner).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    await waitFor(() => expect(figure("totalVillas")).toHaveTextContent(/^4$/));
    const updatedAt = () => Number(document.querySelector("[data-updated-at]")?.getAttribute("data-updated-at"));
    const firstUpdate = updatedAt();
    expect(firstUpdate).toBeGreaterThan(0);

    answer = "hold";
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("button", { name: "Refreshing..." })).toBeDisabled();
    // The figures stay on screen while the refresh runs.
    expect(figure("totalVillas")).toHaveTextContent(/^4$/);
    answer = "ok";
    // Time moves on before the answer, so the new time of the figures is later than the first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    await waitFor(() => expect(screen.getByRole("button", { name: "Refresh" })).toBeEnabled());
    await waitFor(() => expect(updatedAt()).toBeGreaterThan(firstUpdate));
  });
});
