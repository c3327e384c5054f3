// Line icons shared by every page (24 px grid, stroke follows the text colour): the home page's sections and the
// villa page's facts, amenities and booking card. Decorative: always aria-hidden, the text next to each icon
// carries the meaning.
import type { ReactNode } from "react";

const PATHS = {
  star: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  wave: (
    <>
      <path d="M2 9c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2" />
      <path d="M2 15c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2" />
    </>
  ),
  palm: (
    <>
      <path d="M12 21c0-5 .5-9 2-12" />
      <path d="M14 9c-2-3-6-3.5-9-2 3 0 5.5 1 7 3" />
      <path d="M14 9c1-3 4.5-4.5 8-3.5-3 .5-5 2-6 4" />
      <path d="M14 9c3-.5 6 1 7 4-2.5-1.5-5-2-7-1.5" />
      <path d="M6 21h12" />
    </>
  ),
  bell: (
    <>
      <path d="M5 17h14l-1.5-2V11a5.5 5.5 0 0 0-11 0v4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </>
  ),
  wifi: (
    <>
      <path d="M2.5 9a14 14 0 0 1 19 0" />
      <path d="M5.5 12.5a9.5 9.5 0 0 1 13 0" />
      <path d="M8.5 16a5 5 0 0 1 7 0" />
      <path d="M12 19.5h.01" />
    </>
  ),
  car: (
    <>
      <path d="M5 16V12l2-5h10l2 5v4" />
      <path d="M3 16h18v3H3z" />
      <path d="M7 19v1.5M17 19v1.5M5 12h14" />
    </>
  ),
  pool: (
    <>
      <path d="M8 15V5a2 2 0 0 1 4 0M16 15V5a2 2 0 0 0-4 0" />
      <path d="M8 8h8M8 12h8" />
      <path d="M2 18c2.5 0 2.5-1.5 5-1.5s2.5 1.5 5 1.5 2.5-1.5 5-1.5 2.5 1.5 5 1.5" />
    </>
  ),
  concierge: (
    <>
      <path d="M4 17h16M3 20h18" />
      <path d="M5 17a7 7 0 0 1 14 0" />
      <path d="M12 7V5M10.5 5h3" />
    </>
  ),
  bed: (
    <>
      <path d="M3 19V6M3 14h18v5" />
      <path d="M21 14v-2a3 3 0 0 0-3-3h-7v5" />
      <circle cx="7" cy="11" r="2" />
    </>
  ),
  bath: (
    <>
      <path d="M3 12h18v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5z" />
      <path d="M6 12V5a2 2 0 0 1 3.5-1.3" />
      <path d="M7 19l-1 2M17 19l1 2" />
    </>
  ),
  guests: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>
  ),
  beach: (
    <>
      <path d="M4 11a8 8 0 0 1 16 0z" />
      <path d="M12 11v9" />
      <path d="M2 20c3.3-1.3 6.7-1.3 10 0s6.7 1.3 10 0" />
    </>
  ),
  play: <path d="M8 5.5v13l11-6.5z" />,
  chevronLeft: <path d="M15 5l-7 7 7 7" />,
  chevronRight: <path d="M9 5l7 7-7 7" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  calendar: (
    <>
      <path d="M4 6h16v14H4z" />
      <path d="M4 10h16M8 3v5M16 3v5" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  copy: (
    <>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h8" />
    </>
  ),
  arrowRight: <path d="M4 12h15M13 6l6 6-6 6" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
    </>
  ),
  fish: (
    <>
      <path d="M3 12c3-4.5 9-6 14-2l4-3v10l-4-3c-5 4-11 2.5-14-2z" />
      <path d="M8 11h.01" />
    </>
  ),
  diver: (
    <>
      <path d="M3 7h7a3 3 0 0 1 0 6H3z" />
      <path d="M14 10h4l3-3" />
      <path d="M3 18c2.5 0 2.5-1.5 5-1.5s2.5 1.5 5 1.5 2.5-1.5 5-1.5 2.5 1.5 5 1.5" />
    </>
  ),
  thermometer: (
    <>
      <path d="M10 14.5V5a2 2 0 0 1 4 0v9.5a4 4 0 1 1-4 0z" />
      <path d="M12 9v7" />
    </>
  ),
  tag: (
    <>
      <path d="M3 12V4h8l9 9-8 8z" />
      <circle cx="7.5" cy="8.5" r="1.3" />
    </>
  ),
  badge: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="M8.5 13.5L7 21l5-2.5 5 2.5-1.5-7.5" />
    </>
  ),
  kitchen: (
    <>
      <path d="M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10" />
      <path d="M17 21V3c-2 1-3 4-3 7h3" />
    </>
  ),
  snowflake: <path d="M12 2v20M4 7l16 10M20 7L4 17M9 4l3 2 3-2M9 20l3-2 3 2" />,
  flame: <path d="M12 21a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-2 4-2 5-1-1-2-2-2-4-2 2-4 5-4 9a6 6 0 0 0 6 6z" />,
  tv: (
    <>
      <rect x="3" y="5" width="18" height="12" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
  washer: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <circle cx="12" cy="13" r="4.5" />
      <path d="M8 6.5h.01M11 6.5h.01" />
    </>
  ),
  dishes: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4" />
    </>
  ),
  balcony: <path d="M4 11h16M4 11v9M20 11v9M8 11v9M12 11v9M16 11v9M4 20h16M7 11V4h10v7" />,
  leaf: (
    <>
      <path d="M5 19c0-9 6-14 15-14 0 9-5 15-14 15" />
      <path d="M5 19l8-8" />
    </>
  ),
  dumbbell: <path d="M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12" />,
  spa: (
    <>
      <path d="M12 20c-4 0-8-3-8-8 4 0 8 3 8 8zM12 20c4 0 8-3 8-8-4 0-8 3-8 8z" />
      <path d="M12 20c-2-3-2-9 0-14 2 5 2 11 0 14z" />
    </>
  ),
  grill: (
    <>
      <path d="M4 9h16a8 8 0 0 1-16 0z" />
      <path d="M8 17l-2 4M16 17l2 4M9 5c0-1 1-1 1-2M14 5c0-1 1-1 1-2" />
    </>
  ),
  bubbles: (
    <>
      <path d="M3 14h18v2a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4z" />
      <circle cx="8" cy="9" r="1.5" />
      <circle cx="13" cy="6" r="1.5" />
      <circle cx="16" cy="10" r="1.5" />
    </>
  ),
  umbrella: (
    <>
      <path d="M3 12a9 9 0 0 1 18 0z" />
      <path d="M12 12v7a2 2 0 0 1-4 0" />
    </>
  ),
  mountain: <path d="M3 20l6-11 4 6 3-4 5 9z" />,
  city: <path d="M3 21V9h6v12M9 21V4h7v17M16 21v-9h5v9M2 21h20M12 8h.01M12 12h.01M12 16h.01" />,
  sparkle: (
    <path d="M12 3l1.8 5.4L19 10l-5.2 1.6L12 17l-1.8-5.4L5 10l5.2-1.6zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const filled = name === "star" || name === "play";
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}
