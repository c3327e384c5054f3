// The cancel dialog (SPEC 2, SPEC 6): what the SPEC 9 policy means for this booking today and for what the guest
// has paid (the server's quote, or the same rule worked out in the browser offline), an optional reason
// (at most 500 characters), "Keep booking" and "Cancel booking". The request carries an Idempotency-Key made
// for this opening of the dialog, so a retried or repeated click can never act twice (DESIGN 4).
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { villaToday } from "../../../domain/dates.ts";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { REASON_MAX_LENGTH } from "../../../domain/schemas/booking-fields.ts";
import { ApiRequestError } from "../../api/http.ts";
import { bookingErrorText } from "../../api/error-text.ts";
import { formatCalendarDate, formatPrice } from "../../i18n/format.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { TextAreaField } from "../../ui/form/fields.tsx";
import { toast } from "../../ui/toast/toast-store.ts";
import { canCancel } from "./booking-rules.ts";
import { CancellationNoticeBox } from "./cancellation-notice-box.tsx";
import { localCancellationOutcome } from "./cancellation-notice.ts";
import { useCancellationQuote } from "./cancellation-quote.ts";
import { dangerSolidClass } from "./danger-button.ts";
import { ErrorBox } from "../../ui/error-box.tsx";
import { newIdempotencyKey } from "./idempotency-key.ts";
import { shortBookingId } from "../../ui/booking/short-id.ts";
import { useCancelBooking } from "../../shared/my-stays/use-cancel-booking.ts";
import { announceCancelled, notCancellableText } from "../../shared/my-stays/cancel-messages.ts";
import { isOnline } from "../../offline/network-status.ts";
import { queuedNotice, queueForCurrentUser } from "../../offline/outbox/queue-request.ts";
import { isNoConnection } from "../../offline/outbox/replay-policy.ts";

interface CancelBookingDialogProps {
  /** The booking as the list shows it now (it may have changed since the dialog opened). */
  booking: Booking | null;
  onClose: () => void;
  onCancelled: (booking: Booking) => void;
}

export function CancelBookingDialog({ booking, onClose, onCancelled }: CancelBookingDialogProps) {
  const { t } = useLingui();
  const noticeId = useId();
  const cancel = useCancelBooking();
  const shortId = booking ? shortBookingId(booking.id) : "";
  return (
    <Dialog
      open={booking !== null}
      // While the request is out the dialog stays: its outcome (toast or error box) belongs to it.
      onClose={() => {
        if (!cancel.isPending) onClose();
      }}
      title={t`Cancel booking #${shortId}?`}
      describedBy={noticeId}
      size="sm"
    >
      {booking ? (
        <CancelForm booking={booking} noticeId={noticeId} cancel={cancel} onClose={onClose} onCancelled={onCancelled} />
      ) : null}
    </Dialog>
  );
}

interface CancelFormProps {
  booking: Booking;
  noticeId: string;
  cancel: ReturnType<typeof useCancelBooking>;
  onClose: () => void;
  onCancelled: (booking: Booking) => void;
}

function CancelForm({ booking, noticeId, cancel, onClose, onCancelled }: CancelFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // Both are fixed for this opening of the dialog: the day the policy is read on, and the request's key.
  const [today] = useState(villaToday);
  const attempt = useRef<{ key: string; reason: string } | null>(null);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const stillCancellable = canCancel(booking.status);
  const paidTotal = booking.payments.paidTotal;
  const quote = useCancellationQuote(booking.id, stillCancellable);
  const outcome = quote ?? localCancellationOutcome(booking, today);
  const total = formatPrice(i18n, booking.totalPrice, booking.currency);
  const max = REASON_MAX_LENGTH;

  async function confirm() {
    const trimmed = reason.trim();
    // The same key for a retry of the same request; a changed reason is a new request (the server would
    // refuse a key reused with another body).
    if (attempt.current?.reason !== trimmed) attempt.current = { key: newIdempotencyKey(), reason: trimmed };
    setProblem(null);
    const key = attempt.current.key;
    // Without a connection the cancel waits in the outbox (DESIGN 5), under the same key, and the dialog closes.
    const queue = (): boolean => {
      const queued = queueForCurrentUser(queryClient, {
        kind: "cancel",
        idempotencyKey: key,
        villaTitle: booking.villa.title,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        bookingId: booking.id,
        reason: trimmed,
      });
      if (queued) {
        toast.info(queuedNotice(i18n, "cancel"));
        onClose();
      }
      return queued;
    };
    if (!isOnline() && queue()) return;
    try {
      const cancelled = await cancel.mutateAsync({ bookingId: booking.id, reason: trimmed, idempotencyKey: key });
      announceCancelled(i18n, booking.id);
      onCancelled(cancelled);
    } catch (error) {
      if (isNoConnection(error) && queue()) return;
      setProblem(
        error instanceof ApiRequestError && error.code === "INVALID_TRANSITION"
          ? notCancellableText(i18n)
          : bookingErrorText(i18n, error, t`Failed to cancel booking`),
      );
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!cancel.isPending && stillCancellable) void confirm();
      }}
      className="grid gap-5"
    >
      <p className="text-slate-800">
        {formatCalendarDate(i18n, booking.checkIn)} – {formatCalendarDate(i18n, booking.checkOut)}
        <span className="block font-semibold text-slate-900">
          <Trans>Total: {total}</Trans>
        </span>
      </p>

      <CancellationNoticeBox id={noticeId} booking={booking} today={today} outcome={outcome} paidTotal={paidTotal} />

      <TextAreaField
        label={<Trans>Reason for cancelling (optional)</Trans>}
        hint={<Trans>The owner will see it. At most {max} characters.</Trans>}
        error={undefined}
        value={reason}
        onChange={setReason}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
      />
      <p className="-mt-4 text-end text-sm text-slate-700" aria-hidden="true">
        {reason.length}/{REASON_MAX_LENGTH}
      </p>

      {problem ? <ErrorBox title={t`Failed to cancel booking`} message={problem} /> : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={cancel.isPending}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          <Trans>Keep booking</Trans>
        </button>
        {stillCancellable ? (
          <button
            type="submit"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
            className={dangerSolidClass()}
          >
            {cancel.isPending ? <Trans>Cancelling...</Trans> : <Trans>Cancel booking</Trans>}
          </button>
        ) : null}
      </div>
    </form>
  );
}
