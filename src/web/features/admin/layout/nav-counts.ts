// The figures the back-office menu shows beside its sections: the booking requests waiting for a decision and the
// unread messages. They are the same queries as the Bookings and Messages screens' own counts, so a decision, a
// message marked read or a Refresh there updates the menu too. Messages are ADMIN only: a host never asks.
import type { QueryClient } from "@tanstack/react-query";
import { hasRole, type Role } from "../../../../domain/roles.ts";
import { ADMIN_BOOKINGS_KEY, usePendingCount } from "../bookings/bookings-query.ts";
import { UNREAD_COUNT_KEY, useUnreadCount } from "../messages/messages-query.ts";

export type NavCountKind = "pending" | "unread";

export type NavCounts = Partial<Record<NavCountKind, number>>;

export function useNavCounts(role: Role): NavCounts {
  const pending = usePendingCount();
  const unread = useUnreadCount({ enabled: hasRole(role, "ADMIN") });
  return { pending: pending.data, unread: unread.data };
}

/** A screen's Refresh that does not show these counts itself (the dashboard) asks for the menu's again too. */
export function refreshNavCounts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...ADMIN_BOOKINGS_KEY, "pending-count"] }),
    queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
  ]).then(() => undefined);
}
