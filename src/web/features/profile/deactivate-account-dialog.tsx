// The confirmation of Deactivate Account: the password typed in a masked field (with Show/Hide) inside the app's
// modal rather than the browser's prompt, which shows it in clear text. Focus goes to the password when it opens and
// back to the Deactivate Account button when it closes; what the server refuses is said under the password.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { DEACTIVATE_PASSWORD_REQUIRED } from "../../../domain/schemas/profile-messages.ts";
import { ruleText } from "../../i18n/rule-text.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { PasswordField } from "../../ui/form/fields.tsx";
import type { DeactivationRefusal, DeactivationState } from "./use-deactivate-account.ts";

export interface DeactivateAccountDialogProps {
  open: boolean;
  onClose: () => void;
  state: DeactivationState;
  onConfirm: (password: string) => Promise<DeactivationRefusal | null>;
}

export function DeactivateAccountDialog({ open, onClose, state, onConfirm }: DeactivateAccountDialogProps) {
  const { t, i18n } = useLingui();
  const textId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [otherError, setOtherError] = useState<string | null>(null);
  const busy = state !== "idle";

  // Runs after the dialog's own effect has opened it (children's effects first), so this focus wins over the
  // browser's choice of the first button (Close).
  useEffect(() => {
    if (open) passwordRef.current?.focus();
  }, [open]);

  const close = () => {
    if (busy) return;
    setPassword("");
    setPasswordError(undefined);
    setOtherError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={t`Deactivate Account`} describedBy={textId} size="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          setOtherError(null);
          if (password === "") {
            setPasswordError(ruleText(i18n, DEACTIVATE_PASSWORD_REQUIRED));
            passwordRef.current?.focus();
            return;
          }
          void onConfirm(password).then((refusal) => {
            if (refusal === null) {
              setPassword("");
              onClose();
            } else if ("password" in refusal) {
              setPasswordError(refusal.password);
              passwordRef.current?.focus();
            } else {
              setOtherError(refusal.other);
            }
          });
        }}
      >
        <p id={textId} className="text-slate-700">
          <Trans>
            This cannot be undone: you will lose access to your bookings and your profile. Enter your password to
            confirm.
          </Trans>
        </p>
        <div className="mt-4">
          <PasswordField
            label={<Trans>Password</Trans>}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setPasswordError(undefined);
            }}
            autoComplete="current-password"
            error={passwordError}
            inputRef={passwordRef}
            required
          />
        </div>
        {otherError ? (
          <p role="alert" className="mt-3 font-medium text-red-800">
            {otherError}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} disabled={busy} className={buttonClass({ variant: "secondary" })}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-5 font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? <Trans>Deactivating...</Trans> : <Trans>Deactivate my account</Trans>}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
