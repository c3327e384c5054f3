// The dashboard's first panel (issue 23) from a fixed GET /api/stats/dashboard: requests waiting with how long and
// what is left of the 24-hour promise (the late one flagged in words), payments overdue (part, what is left, due
// date), arrivals of the week (day, time, guests, what is still to pay), each opening its booking, and "more" when the
// API sent only the first 20.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, villaToday } from "../../src/domain/dates.ts";
import type { DashboardAttention, DashboardStats } from "../../src/domain/schemas/stats.ts";
import { DashboardPage } from "../../src/web/features/admin/dashboard/dashboard-page.tsx";
import { renderRouted } from "./render-routed.tsx";

const today = villaToday();
const ids = {
  late: "11111111-1111-4111-8111-111111111111",
  fresh: "22222222-2222-4222-8222-222222222222",
  owing: "33333333-3333-4333-8333-333333333333",
  arriving: "44444444-4444-4444-8444-444444444444",
  paid: "55555555-5555-4555-8555-555555555555",
};

const ATTENTION: DashboardAttention = {
  requests: {
    items: [
      {
        bookingId: ids.late,
        guestName: "Sofia Müller",
        villaTitle: "Red Sea Villa",
        checkIn: "2026-06-01",
        checkOut: "2026-06-05",
        totalGuests: 3,
        requestedAt: "2026-03-09T04:00:00.000Z",
        answerBy: "2026-03-10T04:00:00.000Z",
        waitingMinutes: 30 * 60,
        minutesLeft: -6 * 60,
        overdue: true,
      },
      {
        bookingId: ids.fresh,
        guestName: "Ivan Petrov",
        villaTitle: "Red Sea Villa",
        checkIn: "2026-07-01",
        checkOut: "2026-07-03",
        totalGuests: 1,
        requestedAt: "2026-03-10T05:00:00.000Z",
        answerBy: "2026-03-11T05:00:00.000Z",
        waitingMinutes: 45,
        minutesLeft: 23 * 60 + 15,
        overdue: false,
      },
    ],
    more: 3,
  },
  overduePayments: {
    items: [
      {
        bookingId: ids.owing,
        guestName: "Lena Fischer",
        villaTitle: "Red Sea Villa",
        kind: "DEPOSIT",
        amount: 500,
        remaining: 300,
        dueDate: "2026-03-04",
        currency: "EUR",
      },
    ],
    more: 0,
  },
  arrivals: {
    items: [
      {
        bookingId: ids.arriving,
        guestName: "Anna Rossi",
        villaTitle: "Red Sea Villa",
        checkIn: today,
        checkOut: addDays(today, 4),
        totalGuests: 4,
        arrivalTime: "16:30",
        outstanding: 465,
        currency: "EUR",
      },
      {
        bookingId: ids.paid,
        guestName: "Tom Baker",
        villaTitle: "Red Sea Villa",
        checkIn: addDays(today, 6),
        checkOut: addDays(today, 9),
        totalGuests: 2,
        arrivalTime: null,
        outstanding: 0,
        currency: "EUR",
      },
    ],
    more: 0,
  },
};

const EMPTY: DashboardAttention = {
  requests: { items: [], more: 0 },
  overduePayments: { items: [], more: 0 },
  arrivals: { items: [], more: 0 },
};

function stats(attention: DashboardAttention): DashboardStats {
  return {
    attention,
    totalVillas: 1,
    activeVillas: 1,
    inactiveVillas: 0,
    totalBookings: 5,
    pendingBookings: 5,
    confirmedBookings: 0,
    completedBookings: 0,
    cancelledBookings: 0,
    rejectedBookings: 0,
    totalRevenue: 0,
    monthlyRevenue: 0,
    weeklyRevenue: 0,
    averageBookingValue: 0,
    recentBookings: [],
    recentVillas: [],
    monthlyTrend: ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"].map((month) => ({
      month,
      revenue: 0,
      bookings: 0,
    })),
  };
}

function stubDashboard(attention: DashboardAttention): void {
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === "/api/stats/dashboard") {
      return Promise.resolve(Response.json({ success: true, data: stats(attention) }));
    }
    return Promise.resolve(Response.json({ success: false, code: "NOT_FOUND", message: "Not found" }, { status: 404 }));
  });
}

const group = (name: RegExp) => screen.getByRole("region", { name });
const item = (kind: string, bookingId: string) =>
  document.querySelector(`[data-attention=${kind}][data-attention-booking="${bookingId}"]`) as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("what needs the owner, on the dashboard", () => {
  it("leads with requests waiting, payments overdue and arrivals, each opening its booking", async () => {
    stubDashboard(ATTENTION);
    await renderRouted(<DashboardPage />, { pathname: "/en/admin" });
    const panel = await screen.findByRole("region", { name: "Needs your attention" });
    // It comes before the figures.
    const firstHeading = document.querySelector("main h2, h2");
    expect(firstHeading).toHaveTextContent("Needs your attention");

    const requests = group(/^Requests waiting/);
    expect(within(requests).getByText("5")).toBeInTheDocument();
    const late = item("request", ids.late);
    expect(late).toHaveTextContent("Sofia Müller");
    expect(late).toHaveTextContent("3 guests");
    expect(late).toHaveTextContent("Waiting 30 hours");
    expect(late).toHaveTextContent("6 hours past the 24-hour promise");
    expect(within(late).getByText("Answer overdue")).toBeInTheDocument();
    const fresh = item("request", ids.fresh);
    expect(fresh).toHaveTextContent("Waiting 45 minutes");
    expect(fresh).toHaveTextContent("23 hours left to answer");
    expect(within(fresh).queryByText("Answer overdue")).toBeNull();
    expect(within(late).getByRole("link", { name: "Sofia Müller" })).toHaveAttribute(
      "href",
      `/en/admin/bookings?booking=${ids.late}`,
    );
    expect(within(requests).getByRole("link", { name: "And 3 more requests" })).toHaveAttribute(
      "href",
      "/en/admin/bookings?status=PENDING",
    );

    const owing = item("payment", ids.owing);
    expect(owing).toHaveTextContent("Deposit: €300 left of €500");
    expect(owing).toHaveTextContent("Due Mar 4, 2026");
    expect(within(owing).getByText("Overdue")).toBeInTheDocument();
    expect(within(owing).getByRole("link", { name: "Lena Fischer" })).toHaveAttribute(
      "href",
      `/en/admin/bookings?booking=${ids.owing}`,
    );

    const arriving = item("arrival", ids.arriving);
    expect(arriving).toHaveTextContent(/Today, /);
    expect(arriving).toHaveTextContent("arriving around 4:30 PM");
    expect(arriving).toHaveTextContent("4 guests");
    expect(within(arriving).getByText("€465 to pay")).toBeInTheDocument();
    const paid = item("arrival", ids.paid);
    expect(paid).toHaveTextContent("arrival time not given");
    expect(within(paid).getByText("Paid")).toBeInTheDocument();
    expect(within(panel).getAllByRole("link")).toHaveLength(6);
  });

  it("says when nothing needs the owner", async () => {
    stubDashboard(EMPTY);
    await renderRouted(<DashboardPage />, { pathname: "/en/admin" });
    const panel = await screen.findByRole("region", { name: "Needs your attention" });
    expect(panel).toHaveTextContent(
      "Nothing needs you right now: no requests waiting, no payments overdue, no arrivals this week.",
    );
  });

  it("writes waiting times in the page's language", async () => {
    stubDashboard(ATTENTION);
    await renderRouted(<DashboardPage />, { language: "de", pathname: "/de/admin" });
    await screen.findByText("Sofia Müller");
    expect(item("request", ids.late)).toHaveTextContent("30 Stunden");
    expect(item("request", ids.fresh)).toHaveTextContent("45 Minuten");
  });
});
