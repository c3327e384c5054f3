// The back-office menu's badges (sidebar and drawer share AdminNav): the booking requests awaiting a decision beside
// Bookings and the unread messages beside Messages, named for screen readers ("Bookings, 3 pending"), read from the
// same queries as the Bookings and Messages screens (stubbed fetch), and updated when those queries are refetched.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminNav } from "../../src/web/features/admin/layout/admin-nav.tsx";
import { renderRouted } from "./render-routed.tsx";

interface Totals {
  pending: number;
  unread: number;
}

/** Answers the two one-row count requests with `totals` (read at each request), and records what was asked. */
function stubCounts(totals: Totals): string[] {
  const asked: string[] = [];
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    asked.push(`${url.pathname}${url.search}`);
    const total =
      url.pathname === "/api/bookings" && url.searchParams.get("status") === "PENDING"
        ? totals.pending
        : url.pathname === "/api/messages" && url.searchParams.get("unread") === "true"
          ? totals.unread
          : undefined;
    if (total === undefined) return Promise.resolve(Response.json({ success: false }, { status: 404 }));
    const pagination = { page: 1, limit: 1, total, totalPages: total };
    return Promise.resolve(Response.json({ success: true, data: [], pagination }));
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the back-office menu's counts", () => {
  it("names the pending requests and the unread messages beside their sections, with a visible badge", async () => {
    stubCounts({ pending: 3, unread: 1 });
    await renderRouted(<AdminNav language="en" role="ADMIN" />, { pathname: "/en/admin" });
    const bookings = await screen.findByRole("link", { name: "Bookings, 3 pending" });
    const messages = await screen.findByRole("link", { name: "Messages, 1 unread" });
    expect(bookings.querySelector("[data-nav-count=pending]")).toHaveTextContent("3");
    expect(bookings.querySelector("[data-nav-count=pending]")).toHaveAttribute("aria-hidden", "true");
    expect(messages.querySelector("[data-nav-count=unread]")).toHaveTextContent("1");
    // The other sections carry no figure.
    expect(screen.getByRole("link", { name: "Villas" }).querySelector("[data-nav-count]")).toBeNull();
  });

  it("shows no badge for nothing waiting, and the whole number for a great many (the name holds what is seen)", async () => {
    stubCounts({ pending: 0, unread: 1250 });
    await renderRouted(<AdminNav language="en" role="ADMIN" />, { pathname: "/en/admin" });
    await screen.findByRole("link", { name: "Messages, 1,250 unread" });
    expect(screen.getByRole("link", { name: "Messages, 1,250 unread" })).toHaveTextContent("Messages 1,250");
    const bookings = screen.getByRole("link", { name: "Bookings" });
    expect(bookings.querySelector("[data-nav-count]")).toBeNull();
  });

  it("a host gets the pending count, and never asks for the messages (ADMIN only)", async () => {
    const asked = stubCounts({ pending: 2, unread: 5 });
    await renderRouted(<AdminNav language="en" role="HOST" />, { pathname: "/en/admin" });
    await screen.findByRole("link", { name: "Bookings, 2 pending" });
    expect(screen.queryByRole("link", { name: /^Messages/ })).toBeNull();
    expect(asked.some((path) => path.startsWith("/api/messages"))).toBe(false);
  });

  it("follows a refetch: a decision elsewhere (the bookings queries invalidated) changes the badge", async () => {
    const totals = { pending: 3, unread: 2 };
    stubCounts(totals);
    const { queryClient } = await renderRouted(<AdminNav language="en" role="ADMIN" />, { pathname: "/en/admin" });
    await screen.findByRole("link", { name: "Bookings, 3 pending" });
    totals.pending = 2;
    totals.unread = 1;
    // What use-booking-command.ts and the messages screen invalidate after a decision or a message marked read.
    await queryClient.invalidateQueries({ queryKey: ["bookings"] });
    await queryClient.invalidateQueries({ queryKey: ["admin", "messages"] });
    await waitFor(() => expect(screen.getByRole("link", { name: "Bookings, 2 pending" })).toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Messages, 1 unread" })).toBeInTheDocument();
  });

  it("speaks each language's plural", async () => {
    stubCounts({ pending: 2, unread: 5 });
    await renderRouted(<AdminNav language="ru" role="ADMIN" />, { language: "ru", pathname: "/ru/admin" });
    await screen.findByRole("link", { name: "Бронирования, 2 ожидают" });
    expect(screen.getByRole("link", { name: "Сообщения, 5 непрочитанных" })).toBeInTheDocument();
  });
});
