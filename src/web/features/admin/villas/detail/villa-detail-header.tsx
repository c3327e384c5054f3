// The villa's identity over both tabs: title, address, city and country, status (or INACTIVE) and the 8-character
// id prefix the back office names it by (SPEC 2, SPEC 9).
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Villa } from "../../../../../domain/schemas/villa.ts";
import { VillaStatusBadge } from "../villa-status-badge.tsx";
import { villaIdPrefix } from "../villa-status.ts";

export function VillaDetailHeader({ villa, actions }: { villa: Villa; actions?: ReactNode }) {
  const prefix = villaIdPrefix(villa.id);
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <VillaStatusBadge villa={villa} />
          <span className="font-mono text-sm text-slate-700">
            <Trans>ID: {prefix}</Trans>
          </span>
        </div>
        <h1 className="mt-2 font-serif text-3xl font-semibold break-words text-slate-900">{villa.title}</h1>
        <p className="mt-1 text-slate-800">{villa.address}</p>
        <p className="text-slate-700">
          {villa.city}, {villa.country}
        </p>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
