// The menu's counts, watched with the Bookings and Messages screens' own queries (one cache entry each, so a decision,
// a message read or a Refresh there updates the menu too). Loaded apart, after the menu is drawn: the screens' code
// these come with is no part of the back office's first load. Messages are ADMIN only: a host never asks.
import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { hasRole, type Role } from "../../../../domain/roles.ts";
import { pendingCountQuery } from "../bookings/bookings-query.ts";
import { unreadCountQuery } from "../messages/messages-query.ts";
import type { NavCounts } from "./nav-counts.ts";

/** Calls `onCounts` with the counts as they come and change; returns the function that stops watching. */
export function watchNavCounts(
  queryClient: QueryClient,
  role: Role,
  onCounts: (counts: NavCounts) => void,
): () => void {
  const pending = new QueryObserver(queryClient, pendingCountQuery);
  const unread = new QueryObserver(queryClient, { ...unreadCountQuery, enabled: hasRole(role, "ADMIN") });
  const report = () => onCounts({ pending: pending.getCurrentResult().data, unread: unread.getCurrentResult().data });
  const stops = [pending.subscribe(report), unread.subscribe(report)];
  report();
  return () => stops.forEach((stop) => stop());
}
