// A link to an app path given as text ("/en/signin?redirect=%2Fen%2Fbooking") that navigates inside the app.
// The booking page links to pages other parts of the guest journey build (sign in, My Bookings): a real href
// keeps it a link (new tab, copy address) whatever the route tree knows at build time.
import { useNavigate } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";

function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function PathLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (opensElsewhere(event) || event.defaultPrevented) return;
        event.preventDefault();
        void navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
