// A link to the booking page (/{lang}/booking, built by the guest journey) that navigates inside the app, or loads the
// page from a prerendered one's island. A plain href keeps it a real link (new tab, copy address) whatever the route
// tree knows at build time.
import type { MouseEvent, ReactNode } from "react";
import { useNavigation } from "../../islands/navigation.tsx";

export interface BookingLinkProps {
  href: string;
  className?: string;
  /** Runs before leaving (the teaser saves its draft here), also for a new-tab click. */
  onFollow?: () => void;
  children: ReactNode;
}

function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function BookingLink({ href, className, onFollow, children }: BookingLinkProps) {
  const { navigate } = useNavigation();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        onFollow?.();
        if (opensElsewhere(event) || event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
