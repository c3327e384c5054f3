// The menu's counts, read with the Bookings and Messages screens' own queries and handed to the menu. Messages are
// ADMIN only: a host never asks.
import { useEffect } from "react";
import { hasRole, type Role } from "../../../../domain/roles.ts";
import { usePendingCount } from "../bookings/bookings-query.ts";
import { useUnreadCount } from "../messages/messages-query.ts";
import type { NavCounts } from "./nav-counts.ts";

export default function NavCountsSource({ role, onCounts }: { role: Role; onCounts: (counts: NavCounts) => void }) {
  const pending = usePendingCount().data;
  const unread = useUnreadCount({ enabled: hasRole(role, "ADMIN") }).data;
  useEffect(() => onCounts({ pending, unread }), [onCounts, pending, unread]);
  return null;
}
