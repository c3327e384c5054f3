// The face of a "choose your dates" button, shared by the home teaser and the villa page's booking card:
// Check-in and Check-out side by side, each with its date in the page language or "Add date".
import { Trans, useLingui } from "@lingui/react/macro";
import type { IsoDate } from "../../../../domain/dates.ts";
import { formatCalendarDate } from "../../../i18n/format.ts";
import { Icon } from "../../../ui/icons.tsx";

export function StayDatesHalves({
  checkIn,
  checkOut,
  testIdPrefix,
}: {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  testIdPrefix: string;
}) {
  const { t, i18n } = useLingui();
  const dateText = (date: IsoDate | null) => (date ? formatCalendarDate(i18n, date, "medium") : t`Add date`);
  const halves = [
    { key: "check-in", label: <Trans>Check-in</Trans>, date: checkIn, border: "border-e border-slate-300" },
    { key: "check-out", label: <Trans>Check-out</Trans>, date: checkOut, border: "" },
  ];
  return (
    <>
      {halves.map((half) => (
        <span key={half.key} className={`flex flex-col gap-1 p-3 ${half.border}`}>
          <span className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{half.label}</span>
          <span className="flex items-center gap-2 font-medium" data-testid={`${testIdPrefix}-${half.key}`}>
            <Icon name="calendar" className="size-4 shrink-0 text-sea-700" />
            {dateText(half.date)}
          </span>
        </span>
      ))}
    </>
  );
}
