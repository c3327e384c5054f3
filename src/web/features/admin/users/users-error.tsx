// The list could not be loaded (SPEC 8 "Admin: ... Failed to fetch users. The server message is shown when one
// exists"): a red box, announced at once, with the translated reason and Try again.
import { Trans, useLingui } from "@lingui/react/macro";
import { apiErrorText } from "../../../api/error-text.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { ErrorBox } from "../../../ui/error-box.tsx";

export function UsersError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const title = t`Failed to fetch users`;
  return (
    <ErrorBox
      title={title}
      message={apiErrorText(i18n, error, title)}
      action={
        <button type="button" onClick={onRetry} className={buttonClass({ size: "sm" })}>
          <Trans>Try again</Trans>
        </button>
      }
    />
  );
}
