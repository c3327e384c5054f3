// The confirmation sheet of a decision (SPEC 2 "Action modal for confirm, reject or complete: shows guest, villa
// and dates. Reject requires a reason"; SPEC 5 "Booking reject"). An empty reason is refused in the sheet with
// Reason Required. While the request is out the sheet stays and says so; success closes it with a toast and the
// lists catch up (use-booking-command.ts). A refusal or a booking that changed meanwhile closes it with an error
// toast; any other failure stays in the sheet to be retried.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { checkRejectReason, type Booking } from "../../../../domain/schemas/booking.ts";
import { ruleNotice } from "../../../i18n/rule-text.ts";
import { STATUS_LABELS } from "../../../ui/booking/booking-labels.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { BookingSummary } from "./booking-summary.tsx";
import { BottomSheet } from "../../../ui/bottom-sheet.tsx";
import {
  ACTION_BUSY_LABELS,
  ACTION_BUTTON_LABELS,
  ACTION_EXPLANATIONS,
  ACTION_TITLES,
  SUCCESS_TITLES,
  commandFailure,
} from "./command-texts.ts";
import { AdminErrorBanner } from "../layout/admin-error-banner.tsx";
import { offeredActions, type OwnerAction } from "./offered-actions.ts";
import { ReasonField, type ReasonNotice } from "./reason-field.tsx";
import { SheetButtons } from "./sheet-buttons.tsx";
import { useBookingCommand } from "./use-booking-command.ts";

export interface PendingAction {
  action: OwnerAction;
  /** The booking as the list shows it now (it may change while the sheet is open). */
  booking: Booking;
}

interface ActionSheetProps {
  pending: PendingAction | null;
  onClose: () => void;
  /** After success, with the API's copy of the booking. */
  onDone: (booking: Booking) => void;
}

export function ActionSheet({ pending, onClose, onDone }: ActionSheetProps) {
  const { i18n } = useLingui();
  const explanationId = useId();
  const command = useBookingCommand();
  return (
    <BottomSheet
      open={pending !== null}
      // While the request is out the sheet stays: its outcome belongs to it.
      onClose={() => {
        if (!command.isPending) onClose();
      }}
      title={pending ? i18n._(ACTION_TITLES[pending.action]) : ""}
      describedBy={explanationId}
      size="sm"
    >
      {pending ? (
        <ActionForm
          // A new sheet (another booking or action) starts with an empty reason and no error.
          key={`${pending.booking.id}-${pending.action}`}
          {...pending}
          explanationId={explanationId}
          command={command}
          onClose={onClose}
          onDone={onDone}
        />
      ) : null}
    </BottomSheet>
  );
}

interface ActionFormProps extends PendingAction {
  explanationId: string;
  command: ReturnType<typeof useBookingCommand>;
  onClose: () => void;
  onDone: (booking: Booking) => void;
}

function ActionForm({ action, booking, explanationId, command, onClose, onDone }: ActionFormProps) {
  const { t, i18n } = useLingui();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState("");
  const [reasonNotice, setReasonNotice] = useState<ReasonNotice | null>(null);
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);
  // Someone else may have decided meanwhile: the sheet then says so instead of offering a doomed request.
  const stillPossible = offeredActions(booking).includes(action);
  const statusLabel = i18n._(STATUS_LABELS[booking.status]);

  async function submit() {
    let trimmed: string | undefined;
    if (action === "reject") {
      const issue = checkRejectReason(reason);
      if (issue) {
        setReasonNotice(ruleNotice(i18n, issue));
        reasonRef.current?.focus();
        return;
      }
      trimmed = reason.trim();
    }
    setReasonNotice(null);
    setProblem(null);
    try {
      const updated = await command.mutateAsync({
        bookingId: booking.id,
        command: action,
        ...(trimmed ? { reason: trimmed } : {}),
      });
      toast.success(i18n._(SUCCESS_TITLES[action]), {
        description: `${updated.guest.fullName} · ${updated.villa.title}`,
      });
      onDone(updated);
    } catch (error) {
      const failure = commandFailure(i18n, action, error);
      if (failure.kind === "retry") {
        setProblem(failure);
        return;
      }
      toast.error(failure.title, { description: failure.description });
      onClose();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!command.isPending && stillPossible) void submit();
      }}
      className="grid gap-5"
    >
      <p id={explanationId} className="text-slate-800">
        {stillPossible
          ? i18n._(ACTION_EXPLANATIONS[action])
          : t`This booking is now “${statusLabel}”: there is nothing left to decide here.`}
      </p>

      <BookingSummary booking={booking} />

      {action === "reject" && stillPossible ? (
        <ReasonField
          value={reason}
          onChange={(next) => {
            setReason(next);
            if (reasonNotice && next.trim() !== "") setReasonNotice(null);
          }}
          notice={reasonNotice}
          inputRef={reasonRef}
        />
      ) : null}

      {problem ? <AdminErrorBanner title={problem.title} message={problem.description} /> : null}

      <SheetButtons
        back={<Trans>Go back</Trans>}
        onBack={onClose}
        busy={command.isPending}
        action={
          stillPossible
            ? {
                label: i18n._(command.isPending ? ACTION_BUSY_LABELS[action] : ACTION_BUTTON_LABELS[action]),
                danger: action === "reject",
              }
            : null
        }
      />
    </form>
  );
}
