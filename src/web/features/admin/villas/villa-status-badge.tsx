// The villa status tag: AVAILABLE green, UNAVAILABLE grey, MAINTENANCE amber (SPEC 9), INACTIVE dark slate so
// it differs from UNAVAILABLE by more than its word. 100 backgrounds with 900 text (and white on slate-900) pass AA.
import { useLingui } from "@lingui/react/macro";
import type { Villa } from "../../../../domain/schemas/villa.ts";
import { VILLA_STATUS_LABELS, villaDisplayStatus, type VillaDisplayStatus } from "./villa-status.ts";

const COLOURS: Record<VillaDisplayStatus, string> = {
  AVAILABLE: "bg-green-100 text-green-900 ring-green-300",
  UNAVAILABLE: "bg-slate-200 text-slate-800 ring-slate-400",
  MAINTENANCE: "bg-amber-100 text-amber-900 ring-amber-300",
  INACTIVE: "bg-slate-900 text-white ring-slate-900",
};

export function VillaStatusBadge({
  villa,
  className,
}: {
  villa: Pick<Villa, "status" | "isActive">;
  className?: string;
}) {
  const { i18n } = useLingui();
  const status = villaDisplayStatus(villa);
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold tracking-wide whitespace-nowrap uppercase ring-1 ring-inset ${COLOURS[status]} ${className ?? ""}`}
    >
      {i18n._(VILLA_STATUS_LABELS[status])}
    </span>
  );
}
