// A booking's buttons in the list: View, and the decisions reading A of SPEC 4 allows in its status
// (offered-actions.ts). On a phone card the decisions are large, full-width buttons. Each button's
// accessible name starts with its visible word and adds the booking, so a screen reader tells the rows apart.
import { useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { shortBookingId } from "../../../ui/booking/short-id.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { actionButtonClass } from "./action-buttons.ts";
import { ACTION_BUTTON_LABELS } from "./command-texts.ts";
import { offeredActions, type OwnerAction } from "./offered-actions.ts";

export interface RowActionHandlers {
  onView: (booking: Booking) => void;
  onAction: (booking: Booking, action: OwnerAction) => void;
}

/** The decisions open for `booking`, or nothing. Large: side by side, each 48 px high and half the width. */
export function DecisionButtons({
  booking,
  onAction,
  large = false,
}: Pick<RowActionHandlers, "onAction"> & { booking: Booking; large?: boolean }) {
  const { t, i18n } = useLingui();
  const shortId = shortBookingId(booking.id);
  const actions = offeredActions(booking);
  if (actions.length === 0) return null;
  // Whole sentences per action, so each language orders the words its own way.
  const names: Record<OwnerAction, string> = {
    confirm: t`Confirm booking #${shortId}`,
    reject: t`Reject booking #${shortId}`,
    complete: t`Complete booking #${shortId}`,
  };
  const buttons = actions.map((action) => (
    <button
      key={action}
      type="button"
      aria-label={names[action]}
      onClick={() => onAction(booking, action)}
      className={actionButtonClass(action, { large, solid: large || action !== "reject" })}
    >
      {i18n._(ACTION_BUTTON_LABELS[action])}
    </button>
  ));
  return large ? <div className="grid grid-cols-2 gap-2 [&>:only-child]:col-span-2">{buttons}</div> : <>{buttons}</>;
}

export function RowActions({
  booking,
  onView,
  onAction,
  large = false,
}: RowActionHandlers & { booking: Booking; large?: boolean }) {
  const { t } = useLingui();
  const shortId = shortBookingId(booking.id);
  const view = (
    <button
      type="button"
      aria-label={t`View booking #${shortId}`}
      data-booking-view={booking.id}
      onClick={() => onView(booking)}
      className={buttonClass({ variant: large ? "secondary" : "ghost", size: "sm", fullWidth: large })}
    >
      {t`View`}
    </button>
  );
  return large ? (
    <div className="grid gap-2">
      <DecisionButtons booking={booking} onAction={onAction} large />
      {view}
    </div>
  ) : (
    <div className="flex flex-wrap justify-end gap-1.5">
      {view}
      <DecisionButtons booking={booking} onAction={onAction} />
    </div>
  );
}
