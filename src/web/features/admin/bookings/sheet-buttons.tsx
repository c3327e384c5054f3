// The foot of the booking's bottom sheets (a decision, recording or removing a payment): the way back and the action,
// both large. On a phone the action sits above the way back and both fill the width; from `sm` up they sit side by
// side on the right, the action last. While the request is out both are disabled and the action says it is busy.
import type { ReactNode } from "react";
import { buttonClass } from "../../../ui/button-styles.ts";
import { actionButtonClass, LARGE_BUTTON_PADDING } from "./action-buttons.ts";

export interface SheetAction {
  label: ReactNode;
  /** Red, for what cannot be taken back (reject, remove a payment). */
  danger?: boolean;
  /** Without it the action submits the sheet's form. */
  onClick?: () => void;
}

export function SheetButtons({
  back,
  onBack,
  busy,
  action,
}: {
  back: ReactNode;
  onBack: () => void;
  busy: boolean;
  /** Null when there is nothing left to do but go back. */
  action: SheetAction | null;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button
        type="button"
        onClick={onBack}
        disabled={busy}
        className={buttonClass({
          variant: "secondary",
          size: "md",
          className: `w-full sm:w-auto ${LARGE_BUTTON_PADDING}`,
        })}
      >
        {back}
      </button>
      {action ? (
        <button
          type={action.onClick ? "button" : "submit"}
          onClick={action.onClick}
          disabled={busy}
          aria-busy={busy || undefined}
          className={`${actionButtonClass(action.danger ? "reject" : "confirm", { large: true })} sm:w-auto`}
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
