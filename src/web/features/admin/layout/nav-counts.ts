// The figures the back-office menu shows beside its sections: the booking requests waiting for a decision and the
// unread messages. They are the same queries as the Bookings and Messages screens' own counts, so a decision, a
// message marked read or a Refresh there updates the menu too. The queries themselves load once the menu is on
// screen (nav-counts-watch.ts): the screens' code they come with is no part of the back office's first load.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Role } from "../../../../domain/roles.ts";
import { PENDING_COUNT_KEY } from "../bookings/bookings-keys.ts";
import { UNREAD_COUNT_KEY } from "../messages/messages-keys.ts";

export type NavCountKind = "pending" | "unread";

export type NavCounts = Partial<Record<NavCountKind, number>>;

/** The counts, undefined until known. */
export function useNavCounts(role: Role): NavCounts {
  const queryClient = useQueryClient();
  const [counts, setCounts] = useState<NavCounts>({});
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import("./nav-counts-watch.ts").then(({ watchNavCounts }) => {
      if (live) stop = watchNavCounts(queryClient, role, setCounts);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [queryClient, role]);
  return counts;
}

/** A screen's Refresh that does not show these counts itself (the dashboard) asks for the menu's again too. */
export function refreshNavCounts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PENDING_COUNT_KEY }),
    queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
  ]).then(() => undefined);
}
