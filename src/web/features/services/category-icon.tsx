// Line icons of the service categories (SPEC 3: categories have an icon); decorative, the label says the rest.
import type { ServiceCategoryIcon } from "../../shared/services/catalogue.ts";

const PATHS: Record<ServiceCategoryIcon, string> = {
  grid: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  home: "M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5",
  wave: "M2 10c2.5-3 5-3 7.5 0s5 3 7.5 0 3.5-2.5 5-1.5M2 16c2.5-3 5-3 7.5 0s5 3 7.5 0 3.5-2.5 5-1.5",
  lotus: "M12 19c-4.5 0-8-3-8-7 3.5 0 6.5 2 8 5 1.5-3 4.5-5 8-5 0 4-3.5 7-8 7zM12 17c-2-3-2-8 0-12 2 4 2 9 0 12z",
  column: "M4 20h16M5 8h14M6 5h12l1 3H5zM7 8v12M12 8v12M17 8v12",
  car: "M5 16v-5l2-5h10l2 5v5M3 16h18v3H3zM5 11h14M7 19v2M17 19v2",
  sparkle: "M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM19 3v4M17 5h4",
};

export function CategoryIcon({ icon, className }: { icon: ServiceCategoryIcon; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ?? "size-5"}
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
