// "No bookings found" under a calendar, the empty bookings list of My Bookings and the back office; each passes
// its own explanation and way out.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { EmptyBox } from "../empty-box.tsx";

export function NoBookingsBox({ children }: { children: ReactNode }) {
  return (
    <EmptyBox
      icon={
        <>
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
        </>
      }
      title={<Trans>No bookings found</Trans>}
    >
      {children}
    </EmptyBox>
  );
}
