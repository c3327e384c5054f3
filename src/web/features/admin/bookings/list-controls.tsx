// The status filter buttons, sort-by buttons and order toggle of SPEC 2 "Admin bookings". Each choice is a
// toggle button (aria-pressed) in a labelled group; they wrap onto more lines on a phone instead of scrolling.
// On a phone the sort choices fold behind one button that names the current sort, so the bookings themselves
// start higher on the screen.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { STATUS_BADGE_LABELS, STATUS_FILTER_LABELS } from "../../../ui/booking/booking-labels.ts";
import { SORT_CHOICES, STATUS_FILTERS, type SortChoice, type SortOrder, type StatusFilter } from "./search-params.ts";

export const SORT_LABELS: Record<SortChoice, MessageDescriptor> = {
  pendingFirst: msg`Pending first`,
  createdAt: msg`Created`,
  checkIn: msg`Check-in`,
  checkOut: msg`Check-out`,
  totalPrice: msg`Total price`,
};

const ORDER_LABELS: Record<SortOrder, MessageDescriptor> = {
  desc: msg`Descending`,
  asc: msg`Ascending`,
};

const CHIP =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors duration-200 " +
  "border-slate-400 bg-white text-slate-800 hover:border-sea-700 hover:bg-sea-50 " +
  "aria-pressed:border-sea-700 aria-pressed:bg-sea-700 aria-pressed:text-white aria-pressed:hover:bg-sea-900";

function ChoiceGroup<T extends string>({
  label,
  choices,
  value,
  onChange,
  labelOf,
}: {
  label: string;
  choices: readonly T[];
  value: T;
  onChange: (choice: T) => void;
  labelOf: (choice: T) => string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="w-full text-sm font-medium text-slate-700 sm:w-auto">
        {label}
      </span>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={choice === value}
          onClick={() => {
            if (choice !== value) onChange(choice);
          }}
          className={CHIP}
        >
          {labelOf(choice)}
        </button>
      ))}
    </div>
  );
}

export function StatusFilterButtons({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (filter: StatusFilter) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <ChoiceGroup
      label={t`Status`}
      choices={STATUS_FILTERS}
      value={value}
      onChange={onChange}
      // The short badge words keep six buttons to a few lines on a phone.
      labelOf={(filter) => i18n._(filter === "ALL" ? STATUS_FILTER_LABELS.ALL : STATUS_BADGE_LABELS[filter])}
    />
  );
}

export function SortControls({
  sortBy,
  sortOrder,
  onSortBy,
  onSortOrder,
}: {
  sortBy: SortChoice;
  sortOrder: SortOrder;
  onSortBy: (field: SortChoice) => void;
  onSortOrder: (order: SortOrder) => void;
}) {
  const { t, i18n } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const field = i18n._(SORT_LABELS[sortBy]);
  const order = i18n._(ORDER_LABELS[sortOrder]);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-400 bg-white px-3 text-start text-sm font-semibold text-slate-900 hover:border-sea-700 md:hidden"
      >
        <span>{t`Sort: ${field}, ${order}`}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={panelId} className={`${open ? "mt-3 flex" : "hidden"} flex-wrap gap-x-6 gap-y-3 md:mt-0 md:flex`}>
        <ChoiceGroup
          label={t`Sort by`}
          choices={SORT_CHOICES}
          value={sortBy}
          onChange={onSortBy}
          labelOf={(choice) => i18n._(SORT_LABELS[choice])}
        />
        <ChoiceGroup
          label={t`Order`}
          choices={["desc", "asc"] as const}
          value={sortOrder}
          onChange={onSortOrder}
          labelOf={(choice) => i18n._(ORDER_LABELS[choice])}
        />
      </div>
    </div>
  );
}
