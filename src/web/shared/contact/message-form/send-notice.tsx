// What happened to a sent message, announced without stealing the page: success in a polite status region
// (SPEC: "Message sent successfully!", never an alert() box), failures in an alert region. Both regions are
// always in the document, so assistive technology hears their content change.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import type { SendFailure, SendStatus } from "./use-message-form.ts";

export interface SendNoticeProps {
  status: SendStatus;
  failure: SendFailure | null;
  noticeRef: Ref<HTMLDivElement>;
}

function FailureText({ failure }: { failure: SendFailure }) {
  const { t } = useLingui();
  if (failure === "rateLimited") {
    return t`Too many requests. Please wait a few minutes before sending another message.`;
  }
  if (failure === "network") {
    return t`Network connection failed. Your message has not been sent and is still in the form: please check your connection and try again.`;
  }
  if (failure === "server")
    return t`Server error occurred. Your message is still in the form: please try again in a moment.`;
  return failure.message;
}

export function SendNotice({ status, failure, noticeRef }: SendNoticeProps) {
  return (
    <div ref={noticeRef} tabIndex={-1} className="rounded-lg focus:outline-none">
      <div role="status" aria-live="polite">
        {status === "sent" ? (
          <p className="rounded-lg border border-emerald-700/30 bg-emerald-50 px-4 py-3 text-emerald-900">
            <strong className="font-semibold">
              <Trans>Message sent successfully!</Trans>
            </strong>{" "}
            <Trans>We will reply by e-mail within 2 hours.</Trans>
          </p>
        ) : null}
      </div>
      <div role="alert">
        {status === "failed" && failure ? (
          <p className="rounded-lg border border-red-700/30 bg-red-50 px-4 py-3 text-red-900">
            <FailureText failure={failure} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
