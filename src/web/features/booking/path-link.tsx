// A link to an app path given as text ("/en/signin?redirect=%2Fen%2Fbooking"): inside the app it navigates with the
// router, on the server-rendered villa page (whose card is an island) it is a page load. The booking card links to
// pages other parts of the guest journey build (sign in, My Bookings): a real href keeps it a link (new tab, copy
// address) whatever the route tree knows at build time.
import type { MouseEvent, ReactNode } from "react";
import { useNavigation } from "../../islands/navigation.tsx";

function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export interface PathLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Called just before this page is left for `href` (not for a new tab): a modal closes rather than follow along. */
  onLeave?: () => void;
}

export function PathLink({ href, className, children, onLeave }: PathLinkProps) {
  const { navigate } = useNavigation();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (opensElsewhere(event) || event.defaultPrevented) return;
        event.preventDefault();
        onLeave?.();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
