// What "Continue as Guest" leads to: the card says, right above its submit button, that sending the request needs an
// account, that the form is kept, and offers sign in and registration, both of which come back to this page with the
// form filled in (the draft in local storage). The guest can go on looking around and filling the form meanwhile.
import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import type { Language } from "../../../../domain/languages.ts";
import { authPageHref } from "../../../auth/sign-in-link.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { PathLink } from "../path-link.tsx";

export interface AccountNeededNoticeProps {
  language: Language;
  /** Where sign-in and registration return to: the booking page. */
  returnTo: string;
}

export function AccountNeededNotice({ language, returnTo }: AccountNeededNoticeProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Shown as the modal closes: focus comes here rather than back to the submit button, so the guest hears (and, on
  // a phone, sees) where to go on. The modal's own return of focus runs before this (React runs cleanups first).
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="account-needed"
      className="rounded-xl bg-sea-50 p-4 text-slate-900 ring-1 ring-sea-200"
    >
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="font-semibold text-sea-900 focus:outline-none">
        <Trans>An account is needed to send your request</Trans>
      </h3>
      <p className="mt-1 text-sm">
        <Trans>
          Your dates and details stay saved on this device. Sign in or create an account and you will come back here
          with the form filled in.
        </Trans>
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <PathLink href={authPageHref(language, "signin", returnTo)} className={buttonClass({ fullWidth: true })}>
          <Trans>Sign in</Trans>
        </PathLink>
        <PathLink
          href={authPageHref(language, "register", returnTo)}
          className={buttonClass({ variant: "secondary", fullWidth: true })}
        >
          <Trans>Create an account</Trans>
        </PathLink>
      </div>
    </section>
  );
}
