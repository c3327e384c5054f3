// The cancel dialog's statement of what cancelling costs today (SPEC 9 policy applied by
// cancellation-notice.ts), coloured by outcome, with the policy itself in one line under it.
import { Trans, useLingui } from "@lingui/react/macro";
import type { CancellationTerms } from "../../../domain/cancellation-policy.ts";
import type { IsoDate } from "../../../domain/dates.ts";
import { cancellationNotice, type PricedStay } from "./cancellation-notice.ts";

const TONES: Record<CancellationTerms, string> = {
  free: "border-green-300 bg-green-50 text-green-900",
  partial: "border-amber-300 bg-amber-50 text-amber-900",
  none: "border-red-300 bg-red-50 text-red-900",
};

export function CancellationNoticeBox({ id, booking, today }: { id: string; booking: PricedStay; today: IsoDate }) {
  const { i18n } = useLingui();
  const notice = cancellationNotice(i18n, booking, today);
  return (
    <div id={id} data-terms={notice.terms} className={`rounded-xl border p-4 ${TONES[notice.terms]}`}>
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1 text-sm">{notice.detail}</p>
      <p className="mt-3 border-t border-current/20 pt-2 text-sm">
        <Trans>
          Cancellation policy: free up to 14 days before arrival, 50% charge within 14 days, no refund within 72 hours.
        </Trans>
      </p>
    </div>
  );
}
