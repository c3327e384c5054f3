// An empty list (SPEC 2): "No bookings found / You haven't made any bookings yet." with the way to the villa
// page; with a status filter on, it says that no booking has that status and offers to show them all.
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookingStatus } from "../../../domain/booking-status.ts";
import type { Language } from "../../../domain/languages.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { localPath } from "../../i18n/language-path.ts";
import { SiteLink } from "../../islands/navigation.tsx";
import { NoBookingsBox } from "../../ui/booking/no-bookings-box.tsx";
import { STATUS_LABELS } from "../../ui/booking/booking-labels.ts";

interface EmptyStateProps {
  language: Language;
  status: BookingStatus | undefined;
  onShowAll: () => void;
}

export function EmptyState({ language, status, onShowAll }: EmptyStateProps) {
  const { i18n } = useLingui();
  const statusLabel = status ? i18n._(STATUS_LABELS[status]) : "";
  return (
    <NoBookingsBox>
      {status ? (
        <>
          <p className="mt-2 text-slate-700">
            <Trans>You have no bookings with the status “{statusLabel}”.</Trans>
          </p>
          <button type="button" onClick={onShowAll} className={buttonClass({ className: "mt-6" })}>
            <Trans>Show all bookings</Trans>
          </button>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            <Trans>You haven't made any bookings yet.</Trans>
          </p>
          <SiteLink to={localPath(language, "/booking")} className={buttonClass({ className: "mt-6" })}>
            <Trans>Book your stay</Trans>
          </SiteLink>
        </>
      )}
    </NoBookingsBox>
  );
}
