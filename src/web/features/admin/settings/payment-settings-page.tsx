// `/{lang}/admin/payment-details` (ADMIN; the route sends a host to Access Denied): the bank account guests pay into
// (DESIGN 7.2), loaded as the server holds it now, then the form.
import { Trans, useLingui } from "@lingui/react/macro";
import { apiErrorText } from "../../../api/error-text.ts";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { AdminPageHeader } from "../layout/admin-page-header.tsx";
import { AdminErrorPanel } from "../villas/admin-error-panel.tsx";
import { LoadingPanel } from "../villas/loading-panel.tsx";
import { PaymentSettingsForm } from "./payment-settings-form.tsx";
import { usePaymentSettings } from "./payment-settings-queries.ts";

export function PaymentSettingsPage() {
  const { t, i18n } = useLingui();
  const settings = usePaymentSettings();

  return (
    <div className="mx-auto max-w-3xl">
      <PageMeta title={t`Payment details`} description={t`The bank account guests pay into.`} noindex />
      <AdminPageHeader
        title={t`Payment details`}
        description={
          <Trans>The bank account guests pay their deposit and balance into, and when the deposit is due.</Trans>
        }
      />
      <div className="mt-6">
        {settings.isFetchedAfterMount && settings.data ? (
          <PaymentSettingsForm settings={settings.data} />
        ) : settings.isError ? (
          <AdminErrorPanel
            title={t`Failed to load the payment details`}
            message={apiErrorText(i18n, settings.error, t`Please try again or contact support.`)}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <LoadingPanel>
            <Trans>Loading payment details...</Trans>
          </LoadingPanel>
        )}
      </div>
    </div>
  );
}
