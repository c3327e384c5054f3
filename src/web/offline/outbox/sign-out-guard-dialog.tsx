// "Sign out and discard?" — asked when the outbox still holds requests (sign-out-guard.ts).
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { buttonClass } from "../../ui/button-styles.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { usePendingSignOut } from "./sign-out-guard.ts";
import { useOutboxActions, useOutboxItems } from "./use-outbox.ts";

export function SignOutGuardDialog() {
  const { t } = useLingui();
  const { signOut, settle } = usePendingSignOut();
  const count = useOutboxItems().length;
  const { discardAll } = useOutboxActions();
  return (
    <Dialog open={signOut !== null} onClose={settle} title={t`Sign out and discard unsent requests?`} size="sm">
      <p className="text-slate-800">
        <Plural
          value={count}
          one="# request made on this device has not been sent yet. Signing out discards it: it will never reach the villa."
          other="# requests made on this device have not been sent yet. Signing out discards them: they will never reach the villa."
        />
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={settle} className={buttonClass({ variant: "secondary", size: "sm" })}>
          <Trans>Stay signed in</Trans>
        </button>
        <button
          type="button"
          onClick={() => {
            const proceed = signOut;
            settle();
            discardAll();
            proceed?.();
          }}
          className={buttonClass({ size: "sm" })}
        >
          <Trans>Sign out and discard</Trans>
        </button>
      </div>
    </Dialog>
  );
}
