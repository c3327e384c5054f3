// The list could not be loaded (SPEC 8 "Admin: ... Failed to fetch users. The server message is shown when one
// exists"): a red box, announced at once, with the translated reason and Try again.
import { Trans, useLingui } from "@lingui/react/macro";
import { apiErrorText } from "../../../api/error-text.ts";
import { buttonClass } from "../../../ui/button-styles.ts";

export function UsersError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const title = t`Failed to fetch users`;
  const message = apiErrorText(i18n, error, title);
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      {message !== title ? <p className="mt-1 text-sm">{message}</p> : null}
      <button type="button" onClick={onRetry} className={buttonClass({ size: "sm", className: "mt-3" })}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
