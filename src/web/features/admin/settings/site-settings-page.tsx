// `/{lang}/admin/settings` (ADMIN; the route sends a host to Access Denied): the site settings (DESIGN 7.3), loaded
// as the server holds them now with the villas the site may show, then the form.
import { Trans, useLingui } from "@lingui/react/macro";
import { apiErrorText } from "../../../api/error-text.ts";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { AdminPageHeader } from "../layout/admin-page-header.tsx";
import { AdminErrorPanel } from "../villas/admin-error-panel.tsx";
import { LoadingPanel } from "../villas/loading-panel.tsx";
import { SiteSettingsForm } from "./site-settings-form.tsx";
import { useSiteSettings, useVillaChoices } from "./site-settings-queries.ts";

export function SiteSettingsPage() {
  const { t, i18n } = useLingui();
  const settings = useSiteSettings();
  const villas = useVillaChoices();
  const failed = settings.isError ? settings : villas.isError ? villas : null;

  return (
    <div className="mx-auto max-w-3xl">
      <PageMeta title={t`Site settings`} description={t`The villa the site shows and your contact details.`} noindex />
      <AdminPageHeader
        title={t`Site settings`}
        description={<Trans>The villa the public site shows, and how guests reach you.</Trans>}
      />
      <div className="mt-6">
        {settings.isFetchedAfterMount && settings.data && villas.data ? (
          <SiteSettingsForm settings={settings.data} villas={villas.data} />
        ) : failed ? (
          <AdminErrorPanel
            title={t`Failed to load the site settings`}
            message={apiErrorText(i18n, failed.error, t`Please try again or contact support.`)}
            onRetry={() => {
              if (settings.isError) void settings.refetch();
              if (villas.isError) void villas.refetch();
            }}
          />
        ) : (
          <LoadingPanel>
            <Trans>Loading settings...</Trans>
          </LoadingPanel>
        )}
      </div>
    </div>
  );
}
