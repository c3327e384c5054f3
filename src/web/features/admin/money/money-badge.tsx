// The tag of a part of a payment schedule (Due, Paid, Overdue) and of a request past the 24-hour promise, shared by
// the booking's details and the dashboard. Each tone has its own shape of icon as well as its colour, and the word is
// always written, so neither colour nor icon is the only signal; 100 backgrounds with 900 text pass AA.
import type { ReactNode } from "react";

export type MoneyTone = "paid" | "due" | "overdue";

const TAG =
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset";

const TONES: Record<MoneyTone, string> = {
  paid: "bg-green-100 text-green-900 ring-green-300",
  due: "bg-amber-100 text-amber-900 ring-amber-300",
  overdue: "bg-red-100 text-red-900 ring-red-300",
};

// A tick, a clock, an exclamation mark in a triangle (24 px grid, currentColor).
const ICONS: Record<MoneyTone, string> = {
  paid: "M5 12.5l4.5 4.5L19 7.5",
  due: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M12 7v5l3 2",
  overdue: "M12 3L2 20h20L12 3M12 10v4M12 17h.01",
};

export function MoneyBadge({ tone, children }: { tone: MoneyTone; children: ReactNode }) {
  return (
    <span className={`${TAG} ${TONES[tone]}`} data-tone={tone}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICONS[tone]} />
      </svg>
      {children}
    </span>
  );
}
