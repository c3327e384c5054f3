// Line icons of the back office (24 px grid, currentColor). Always decorative: the text beside them (or the
// screen-reader label of an icon-only button) carries the meaning.
import type { AdminSectionIcon } from "./admin-sections.ts";

export type AdminIconName =
  AdminSectionIcon | "menu" | "close" | "collapse" | "expand" | "back" | "profile" | "signOut" | "chevron";

const PATHS: Record<AdminIconName, string> = {
  dashboard: "M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z",
  users:
    "M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M21 19v-1a4 4 0 0 0-3-3.9M15.5 4.1a3 3 0 0 1 0 5.8",
  villas: "M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-5h4v5",
  bookings: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3",
  messages: "M3 6h18v12H3zM3 7l9 6 9-6",
  notifications: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
  settings: "M4 6h9M17 6h3M15 4v4M4 12h3M11 12h9M9 10v4M4 18h11M19 18h1M17 16v4",
  payments: "M3 6h18v12H3zM3 10h18M7 15h4",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  collapse: "M15 6l-6 6 6 6M20 4v16",
  expand: "M9 6l6 6-6 6M4 4v16",
  back: "M15 6l-6 6 6 6",
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M4 20a8 8 0 0 1 16 0",
  signOut: "M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10",
  chevron: "M6 9l6 6 6-6",
};

export function AdminIcon({ name, className = "size-5" }: { name: AdminIconName; className?: string }) {
  // Arrows point the other way in a right-to-left language.
  const mirrored = name === "back" || name === "collapse" || name === "expand" ? " rtl:-scale-x-100" : "";
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}${mirrored}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
