// SPEC 2: a signed-out submit opens "Sign In Required". Signing in (or registering) brings the guest back to the
// booking page, where the saved draft fills the form again; the modal closes as the guest leaves, so it never comes
// along onto those pages. Continue as Guest closes it and the card says in its place what sending needs
// (account-needed-notice.tsx): a booking request needs an account, so the guest can look around and fill the form
// but not send it.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { Language } from "../../../../domain/languages.ts";
import { authPageHref } from "../../../auth/sign-in-link.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { Dialog } from "../../../ui/dialog.tsx";
import { PathLink } from "../path-link.tsx";

export interface SignInRequiredDialogProps {
  open: boolean;
  onClose: () => void;
  onContinueAsGuest: () => void;
  language: Language;
  /** Where sign-in returns to: the booking page. */
  returnTo: string;
}

export function SignInRequiredDialog({
  open,
  onClose,
  onContinueAsGuest,
  language,
  returnTo,
}: SignInRequiredDialogProps) {
  const { t } = useLingui();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} title={t`Sign In Required`} describedBy={textId} size="sm">
      <div id={textId} className="space-y-3 text-slate-700">
        <p>
          <Trans>Please sign in to send your booking request.</Trans>
        </p>
        <p>
          <Trans>
            Your dates and details are saved on this device: they will be waiting for you here after you sign in.
          </Trans>
        </p>
      </div>
      <div className="mt-6 flex flex-col gap-3">
        <PathLink
          href={authPageHref(language, "signin", returnTo)}
          onLeave={onClose}
          className={buttonClass({ fullWidth: true })}
        >
          <Trans>Sign in</Trans>
        </PathLink>
        <PathLink
          href={authPageHref(language, "register", returnTo)}
          onLeave={onClose}
          className={buttonClass({ variant: "secondary", fullWidth: true })}
        >
          <Trans>Create an account</Trans>
        </PathLink>
        <button
          type="button"
          onClick={onContinueAsGuest}
          className={buttonClass({ variant: "ghost", fullWidth: true })}
        >
          <Trans>Continue as Guest</Trans>
        </button>
      </div>
    </Dialog>
  );
}
