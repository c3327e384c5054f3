// The question before a recorded payment is removed (DELETE /bookings/{id}/payments/{paymentId}): which one, in full,
// so a slip of the thumb never deletes money from the ledger. Keep it is the first button; Remove payment is red.
// A failure stays in the sheet to be tried again; success closes it with a toast.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { ReceivedPayment } from "../../../../domain/payments/booking-payments.ts";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { apiErrorText } from "../../../api/error-text.ts";
import { formatCalendarDate, formatPrice } from "../../../i18n/format.ts";
import { BottomSheet } from "../../../ui/bottom-sheet.tsx";
import { PAYMENT_RECORD_METHOD_LABELS } from "../../../ui/payments/payment-labels.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { AdminErrorBanner } from "../layout/admin-error-banner.tsx";
import { useRemovePayment } from "./payment-commands.ts";
import { SheetButtons } from "./sheet-buttons.tsx";

interface RemovePaymentSheetProps {
  booking: Booking;
  /** The payment to remove; null while closed. */
  payment: ReceivedPayment | null;
  onClose: () => void;
  /** After the removal, with the API's copy of the booking. */
  onRemoved: (booking: Booking) => void;
}

export function RemovePaymentSheet({ booking, payment, onClose, onRemoved }: RemovePaymentSheetProps) {
  const { t } = useLingui();
  const describedBy = useId();
  const remove = useRemovePayment();
  return (
    <BottomSheet
      open={payment !== null}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title={payment && payment.amount < 0 ? t`Remove this refund?` : t`Remove this payment?`}
      describedBy={describedBy}
      size="sm"
    >
      {payment ? (
        <RemoveForm
          booking={booking}
          payment={payment}
          describedBy={describedBy}
          remove={remove}
          onClose={onClose}
          onRemoved={onRemoved}
        />
      ) : null}
    </BottomSheet>
  );
}

function RemoveForm({
  booking,
  payment,
  describedBy,
  remove,
  onClose,
  onRemoved,
}: Omit<RemovePaymentSheetProps, "payment"> & {
  payment: ReceivedPayment;
  describedBy: string;
  remove: ReturnType<typeof useRemovePayment>;
}) {
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatPrice(i18n, Math.abs(payment.amount), booking.currency);
  const date = formatCalendarDate(i18n, payment.receivedOn, "medium");
  const method = i18n._(PAYMENT_RECORD_METHOD_LABELS[payment.method]);
  const refund = payment.amount < 0;
  const reference = payment.reference;

  async function confirm() {
    setProblem(null);
    try {
      const updated = await remove.mutateAsync({ bookingId: booking.id, paymentId: payment.id });
      const outstanding = formatPrice(i18n, updated.payments.outstanding, updated.currency);
      toast.success(refund ? t`Refund removed` : t`Payment removed`, {
        description: t`Outstanding now: ${outstanding}.`,
      });
      onRemoved(updated);
    } catch (error) {
      setProblem(apiErrorText(i18n, error, t`Failed to remove the payment`));
    }
  }

  return (
    <div className="grid gap-5">
      <div id={describedBy} className="grid gap-2 text-slate-800">
        <p>
          {refund ? (
            <Trans>
              The refund of {amount} paid back on {date} ({method}) will no longer count in this booking's payments.
            </Trans>
          ) : (
            <Trans>
              The payment of {amount} received on {date} ({method}) will no longer count in this booking's payments.
            </Trans>
          )}
        </p>
        {reference ? (
          <p className="text-sm break-words">
            <Trans>Reference: {reference}</Trans>
          </p>
        ) : null}
      </div>
      {problem ? <AdminErrorBanner title={t`Failed to remove the payment`} message={problem} /> : null}
      <SheetButtons
        back={<Trans>Keep it</Trans>}
        onBack={onClose}
        busy={remove.isPending}
        action={{
          label: remove.isPending ? (
            <Trans>Removing...</Trans>
          ) : refund ? (
            <Trans>Remove refund</Trans>
          ) : (
            <Trans>Remove payment</Trans>
          ),
          danger: true,
          onClick: () => void confirm(),
        }}
      />
    </div>
  );
}
