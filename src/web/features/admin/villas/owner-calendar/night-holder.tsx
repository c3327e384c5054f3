// What holds a night, as a small chip the agenda and the grid both show: a stay by its status (a request waiting
// for the owner's answer as a dashed "hold", a confirmed one solid), a block of the owner's with its note, a range
// imported from a channel with the channel's name, or nothing ("Free"). Colours keep AA contrast on their fill.
import { useLingui } from "@lingui/react/macro";
import type { NightHolder } from "./calendar-selection.ts";

const CHIP = "inline-flex max-w-full min-w-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium";

export const HOLDER_LOOK = {
  pending: "border border-dashed border-amber-700 bg-amber-50 text-amber-950",
  confirmed: "border border-sea-800 bg-sea-800 text-white",
  completed: "border border-slate-400 bg-slate-200 text-slate-900",
  manual:
    "border border-slate-700 bg-white text-slate-900 [background-image:repeating-linear-gradient(135deg,#e2e8f0_0_4px,transparent_4px_8px)]",
  imported: "border border-violet-700 bg-violet-50 text-violet-950",
} as const;

export function holderLook(holder: NightHolder): keyof typeof HOLDER_LOOK | null {
  if (holder === null) return null;
  if (holder.kind === "stay") {
    if (holder.stay.status === "PENDING") return "pending";
    return holder.stay.status === "CONFIRMED" ? "confirmed" : "completed";
  }
  return holder.block.kind === "MANUAL" ? "manual" : "imported";
}

/** The holder in words, for the chip and for the night's accessible name. */
export function useHolderText() {
  const { t } = useLingui();
  return (holder: NightHolder, available: boolean): string => {
    if (holder === null) return available ? t`Free` : t`Not available`;
    if (holder.kind === "stay") {
      const name = holder.stay.guestName;
      if (holder.stay.status === "PENDING") return t`On hold: ${name}, waiting for your answer`;
      if (holder.stay.status === "CONFIRMED") return t`Booked: ${name}`;
      return t`Stayed: ${name}`;
    }
    const { block } = holder;
    if (block.kind === "IMPORTED") {
      const channel = block.source ?? t`another calendar`;
      return t`From ${channel}`;
    }
    const note = block.note ?? "";
    return note === "" ? t`Blocked by you` : t`Blocked: ${note}`;
  };
}

export function HolderChip({ holder, available }: { holder: NightHolder; available: boolean }) {
  const text = useHolderText()(holder, available);
  const look = holderLook(holder);
  if (look === null) {
    return <span className={`${CHIP} ${available ? "text-slate-700" : "text-slate-900"}`}>{text}</span>;
  }
  return (
    <span className={`${CHIP} ${HOLDER_LOOK[look]}`}>
      <span className="line-clamp-2 break-words">{text}</span>
    </span>
  );
}
