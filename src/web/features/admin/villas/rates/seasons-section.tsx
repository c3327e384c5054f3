// The villa's seasons in date order (DESIGN 7.1): each with its nights (first and last night, as a calendar reads;
// the API's exclusive endDate is the check-out day after the last night), its rates, minimum stay and arrival and
// departure days; add and edit in a dialog, delete after a confirmation. Empty, it explains what a season is for.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { addDays, daysBetween } from "../../../../../domain/dates.ts";
import type { VillaPricing } from "../../../../../domain/rates/villa-pricing.ts";
import type { StoredSeason } from "../../../../../domain/schemas/rates.ts";
import { apiErrorText } from "../../../../api/error-text.ts";
import { formatCalendarDate } from "../../../../i18n/format.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { Dialog } from "../../../../ui/dialog.tsx";
import { EmptyBox } from "../../../../ui/empty-box.tsx";
import { toast } from "../../../../ui/toast/toast-store.ts";
import { formatPrice } from "../../../../i18n/format.ts";
import { weekdayList } from "./rate-format.ts";
import { useDeleteSeason } from "./rates-queries.ts";
import { SeasonDialog } from "./season-dialog.tsx";

// Red sets the losing action apart from the sea-coloured ones; white on red-700 passes AA.
const DELETE =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-5 font-semibold text-white shadow-sm hover:bg-red-800 active:bg-red-900 disabled:opacity-60";

interface SeasonsSectionProps {
  villaId: string;
  seasons: readonly StoredSeason[];
  pricing: VillaPricing;
}

export function SeasonsSection({ villaId, seasons, pricing }: SeasonsSectionProps) {
  // undefined: closed; null: adding; a season: editing it.
  const [editing, setEditing] = useState<StoredSeason | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<StoredSeason | null>(null);
  const sorted = [...seasons].sort((a, b) => a.startDate.localeCompare(b.startDate));
  // A deleted season's Delete button is gone with it, so the dialog cannot give the focus back to what opened it: the
  // list's heading takes it, after the dialog's own hand-back (child cleanups run before this effect).
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current || deleting !== null) return;
    focusHeading.current = false;
    heading.current?.focus();
  });

  return (
    <section aria-labelledby="seasons-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            ref={heading}
            id="seasons-title"
            tabIndex={-1}
            className="font-serif text-2xl font-semibold text-slate-900"
          >
            <Trans>Seasons</Trans>
          </h2>
          <p className="mt-1 text-slate-700">
            <Trans>Dates with their own prices and rules, such as Christmas or the summer holidays.</Trans>
          </p>
        </div>
        <button type="button" onClick={() => setEditing(null)} className={buttonClass({ className: "shrink-0" })}>
          <Trans>Add a season</Trans>
        </button>
      </div>
      {sorted.length === 0 ? (
        <EmptyBox
          titleId="no-seasons-title"
          title={<Trans>No seasons yet</Trans>}
          icon={<path d="M4 7h16M4 12h16M4 17h10M8 3v4M16 3v4" strokeLinecap="round" />}
        >
          <p className="mx-auto mt-2 max-w-prose text-slate-700">
            <Trans>
              Every night costs the villa's own rates above. Add a season to charge more for busy weeks or less out of
              season, and to set a longer minimum stay or fixed arrival days for those dates.
            </Trans>
          </p>
        </EmptyBox>
      ) : (
        <ul className="space-y-3" aria-labelledby="seasons-title">
          {sorted.map((season) => (
            <SeasonItem
              key={season.id}
              season={season}
              pricing={pricing}
              onEdit={() => setEditing(season)}
              onDelete={() => setDeleting(season)}
            />
          ))}
        </ul>
      )}
      <SeasonDialog villaId={villaId} season={editing} onClose={() => setEditing(undefined)} />
      <DeleteSeasonDialog
        villaId={villaId}
        season={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          focusHeading.current = true;
          setDeleting(null);
        }}
      />
    </section>
  );
}

function SeasonItem({
  season,
  pricing,
  onEdit,
  onDelete,
}: {
  season: StoredSeason;
  pricing: VillaPricing;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const first = formatCalendarDate(i18n, season.startDate, "medium");
  const last = formatCalendarDate(i18n, addDays(season.endDate, -1), "medium");
  const checkOut = formatCalendarDate(i18n, season.endDate, "medium");
  const nights = daysBetween(season.startDate, season.endDate);
  const villaMinStay = pricing.minStay;
  const name = season.name;
  return (
    <li
      aria-label={name}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="season-item"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-slate-900">{name}</h3>
          <p className="text-slate-800">
            <Trans>
              First night {first}, last night {last}
            </Trans>{" "}
            <span className="text-slate-700">
              (<Plural value={nights} one="# night" other="# nights" />)
            </span>
          </p>
          <p className="text-sm text-slate-700">
            <Trans>The last guests of the season check out on {checkOut}.</Trans>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={onEdit}
            aria-label={t`Edit season ${name}`}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            <Trans>Edit</Trans>
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={t`Delete season ${name}`}
            className={buttonClass({ variant: "ghost", size: "sm", className: "ring-1 ring-slate-300" })}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={t`Nightly rate`}>{formatPrice(i18n, season.nightlyRate)}</Fact>
        <Fact label={t`Weekend nights`}>
          {season.weekendRate === null ? t`The nightly rate` : formatPrice(i18n, season.weekendRate)}
        </Fact>
        <Fact label={t`Minimum stay`}>
          {season.minStay === null ? (
            <Trans>
              <Plural value={villaMinStay} one="# night" other="# nights" />, as the villa
            </Trans>
          ) : (
            <Plural value={season.minStay} one="# night" other="# nights" />
          )}
        </Fact>
        <Fact label={t`Arrival`}>
          {season.arrivalDays === null ? t`Any day` : weekdayList(i18n.locale, season.arrivalDays)}
        </Fact>
        <Fact label={t`Departure`}>
          {season.departureDays === null ? t`Any day` : weekdayList(i18n.locale, season.departureDays)}
        </Fact>
      </dl>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 pb-1 sm:block sm:border-0 sm:pb-0">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-end font-medium text-slate-900 sm:text-start">{children}</dd>
    </div>
  );
}

function DeleteSeasonDialog({
  villaId,
  season,
  onClose,
  onDeleted,
}: {
  villaId: string;
  season: StoredSeason | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useLingui();
  const remove = useDeleteSeason(villaId);
  const name = season?.name ?? "";
  async function confirm() {
    if (!season || remove.isPending) return;
    try {
      await remove.mutateAsync(season.id);
      toast.success(t`Season deleted`);
      onDeleted();
    } catch (error) {
      toast.error(t`Failed to delete the season`, { description: apiErrorText(i18n, error, t`Please try again.`) });
    }
  }
  return (
    <Dialog open={season !== null} onClose={onClose} title={t`Delete the season "${name}"?`} size="sm">
      <p className="text-slate-800">
        <Trans>Its nights go back to the villa's own rates and rules. Existing bookings keep their price.</Trans>
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClass({ variant: "secondary" })}>
          <Trans>Keep the season</Trans>
        </button>
        <button type="button" disabled={remove.isPending} onClick={() => void confirm()} className={DELETE}>
          <Trans>Delete season</Trans>
        </button>
      </div>
    </Dialog>
  );
}
