// What each look on the owner's calendar means, in the same chips the nights show.
import { useLingui } from "@lingui/react/macro";
import { HOLDER_LOOK } from "./night-holder.tsx";

export function CalendarLegend() {
  const { t } = useLingui();
  const items = [
    { look: HOLDER_LOOK.confirmed, text: t`Booked (confirmed)` },
    { look: HOLDER_LOOK.pending, text: t`On hold: a request waiting for your answer` },
    { look: HOLDER_LOOK.manual, text: t`Blocked by you` },
    { look: HOLDER_LOOK.imported, text: t`From another channel` },
  ];
  return (
    <ul aria-label={t`Legend`} className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-800">
      {items.map(({ look, text }) => (
        <li key={text} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block size-4 shrink-0 rounded ${look}`} />
          {text}
        </li>
      ))}
    </ul>
  );
}
