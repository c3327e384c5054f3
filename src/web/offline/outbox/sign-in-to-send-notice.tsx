// "1 request waiting: sign in to send it": a queued request whose guest's session ended before it could go waits on
// the device for that guest (never another) to sign in again. A toast would be gone in seconds; this stays on every
// page, with the notices, until the guest is back and the outbox sends it. A plain link: the notices sit outside the
// app's router (and on a prerendered page there is none).
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { normalizeLanguage } from "../../../domain/languages.ts";
import { returnTarget } from "../../auth/return-link.ts";
import { authPageHref } from "../../auth/sign-in-link.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { useHeldRequests } from "./held-requests.ts";

function SignInLink() {
  const { i18n } = useLingui();
  const { pathname, search, hash } = window.location;
  const href = authPageHref(normalizeLanguage(i18n.locale), "signin", returnTarget(pathname + search + hash));
  return (
    <a href={href} className={buttonClass({ size: "sm" })}>
      <Trans>Sign in</Trans>
    </a>
  );
}

export function SignInToSendNotice() {
  const count = useHeldRequests();
  // The live region stays mounted so screen readers hear the notice when it appears.
  return (
    <div role="status" data-testid="sign-in-to-send">
      {count === 0 ? null : (
        <p className="pointer-events-auto flex flex-wrap items-center justify-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm font-medium text-slate-900 shadow-lg ring-1 ring-amber-300">
          <span>
            <Plural
              value={count}
              one="# request waiting: sign in to send it"
              other="# requests waiting: sign in to send them"
            />
          </span>
          <SignInLink />
        </p>
      )}
    </div>
  );
}
