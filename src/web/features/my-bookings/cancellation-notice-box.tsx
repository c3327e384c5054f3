// The cancel dialog's statement of what cancelling costs today (SPEC 9 policy applied by cancellation-notice.ts),
// coloured by outcome, then what it means for the money already paid (refund or still due), and the policy itself in
// one line under it.
import { Trans, useLingui } from "@lingui/react/macro";
import type { CancellationTerms } from "../../../domain/cancellation-policy.ts";
import type { IsoDate } from "../../../domain/dates.ts";
import { cancellationMoneyText } from "../../ui/payments/cancellation-money.ts";
import { cancellationNotice, type CancellationCharge, type PricedStay } from "./cancellation-notice.ts";

const TONES: Record<CancellationTerms, string> = {
  free: "border-green-300 bg-green-50 text-green-900",
  partial: "border-amber-300 bg-amber-50 text-amber-900",
  none: "border-red-300 bg-red-50 text-red-900",
};

interface CancellationNoticeBoxProps {
  id: string;
  booking: PricedStay;
  today: IsoDate;
  /** The server's quote, or the same worked out in the browser (offline, or until the quote arrives). */
  outcome: CancellationCharge;
  /** What the guest has paid so far. */
  paidTotal: number;
}

export function CancellationNoticeBox({ id, booking, today, outcome, paidTotal }: CancellationNoticeBoxProps) {
  const { i18n } = useLingui();
  const notice = cancellationNotice(i18n, booking, today, outcome);
  return (
    <div id={id} data-terms={notice.terms} className={`rounded-xl border p-4 ${TONES[notice.terms]}`}>
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1 text-sm">{notice.detail}</p>
      <p className="mt-2 font-semibold" data-testid="cancellation-money">
        {cancellationMoneyText(i18n, { charge: notice.charge, paidTotal }, booking.currency)}
      </p>
      <p className="mt-3 border-t border-current/20 pt-2 text-sm">
        <Trans>
          Cancellation policy: free up to 14 days before arrival, 50% charge within 14 days, no refund within 72 hours.
        </Trans>
      </p>
    </div>
  );
}
