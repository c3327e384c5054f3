// `/{lang}/confirm-email?token=…`: where the link in a guest's mails leads. The page sends the token
// back at once (POST /api/email-confirmations) and says how it went: the address is confirmed (from then on mails
// to it are no longer capped), the link is not valid or too old (the next mail brings a new one), or the server
// could not be reached (try again). Signed in or not, on any device: the link alone proves the mailbox.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Language } from "../../../../domain/languages.ts";
import { ApiRequestError, apiPost } from "../../../api/http.ts";
import { localPath } from "../../../i18n/language-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { Icon } from "../../../ui/icons.tsx";
import { PageMeta } from "../../../ui/page-meta.tsx";

type Outcome = { kind: "confirming" } | { kind: "confirmed"; email: string } | { kind: "invalid" } | { kind: "failed" };

export interface ConfirmEmailPageProps {
  language: Language;
  token: string | undefined;
}

export function ConfirmEmailPage({ language, token }: ConfirmEmailPageProps) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: "confirming" } : { kind: "invalid" });
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirm = useCallback(async () => {
    if (!token) return;
    setOutcome({ kind: "confirming" });
    try {
      const { email } = await apiPost<{ email: string }>("/email-confirmations", { token });
      setOutcome({ kind: "confirmed", email });
    } catch (error) {
      setOutcome(error instanceof ApiRequestError && error.status === 422 ? { kind: "invalid" } : { kind: "failed" });
    }
  }, [token]);

  // Sent once on arrival: confirming twice is harmless, but there is nothing to press.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirm();
  }, [confirm]);

  // The answer replaces "Confirming…": reading starts at its heading.
  useEffect(() => {
    if (outcome.kind !== "confirming") headingRef.current?.focus();
  }, [outcome.kind]);

  const email = outcome.kind === "confirmed" ? outcome.email : "";
  const title =
    outcome.kind === "confirmed"
      ? t`Your e-mail address is confirmed`
      : outcome.kind === "invalid"
        ? t`This confirmation link does not work`
        : outcome.kind === "failed"
          ? t`Your address could not be confirmed right now`
          : t`Confirming your e-mail address...`;

  return (
    <section
      aria-labelledby="confirm-email-title"
      data-outcome={outcome.kind}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24"
    >
      <PageMeta title={title} description={t`Confirm the e-mail address of your Red Sea Villa account.`} noindex />
      <div aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-sea-50 text-sea-700">
        <Icon name={outcome.kind === "confirmed" ? "success" : "bell"} className="size-12" />
      </div>
      <h1
        id="confirm-email-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-8 font-serif text-3xl font-semibold text-balance text-sea-900 focus:outline-none md:text-4xl"
      >
        {title}
      </h1>
      <div role="status" className="mt-4 text-lg text-slate-700">
        {outcome.kind === "confirmed" ? (
          <p>
            <Trans>Thank you. We will keep writing to {email} about your bookings.</Trans>
          </p>
        ) : outcome.kind === "invalid" ? (
          <p>
            <Trans>
              The link is incomplete, too old, or your address has changed since we sent it. The next e-mail we send you
              about a booking will carry a new link.
            </Trans>
          </p>
        ) : outcome.kind === "failed" ? (
          <p>
            <Trans>Please check your connection and try again.</Trans>
          </p>
        ) : null}
      </div>
      {outcome.kind === "failed" ? (
        <button type="button" onClick={() => void confirm()} className={buttonClass({ className: "mt-8" })}>
          <Trans>Try again</Trans>
        </button>
      ) : outcome.kind !== "confirming" ? (
        <Link to={localPath(language, "/my-bookings")} className={buttonClass({ className: "mt-8" })}>
          <Trans>See my bookings</Trans>
        </Link>
      ) : null}
    </section>
  );
}
