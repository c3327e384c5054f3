// The submit button of a message form: its label turns into "Sending..." while the message travels.
import type { ReactNode } from "react";
import { buttonClass } from "../../../ui/button-styles.ts";

export function SendButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: ReactNode;
  sendingLabel: ReactNode;
}) {
  return (
    <button type="submit" className={buttonClass({ variant: "primary", size: "lg", className: "w-full sm:w-auto" })}>
      {sending ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
        />
      ) : null}
      {sending ? sendingLabel : label}
    </button>
  );
}
