// The two calls to action of a service (SPEC 2 modal: Book This Service, Ask Questions). SPEC leaves them inert;
// here they take the guest where they expect to go: the booking page, and the contact form with the service
// named in its subject (`?subject=`), which the contact page may prefill.
import { useLingui } from "@lingui/react/macro";
import { SiteLink } from "../../navigation/navigation.tsx";
import { buttonClass } from "../../ui/button-styles.ts";
import type { Service } from "../../shared/services/catalogue.ts";

export interface ServiceActionsProps {
  service: Service;
  lang: string;
  /** "row": side by side from small screens up; "sidebar": stacked again where the sidebar is narrow (lg). */
  layout?: "row" | "sidebar";
  className?: string;
}

export function ServiceActions({ service, lang, layout = "row", className }: ServiceActionsProps) {
  const { t, i18n } = useLingui();
  const title = i18n._(service.title);
  return (
    <div
      className={`flex flex-col gap-3 ${layout === "row" ? "sm:flex-row" : "sm:flex-row lg:flex-col"} ${className ?? ""}`}
    >
      <SiteLink to={`/${lang}/booking`} className={buttonClass({ variant: "primary" })}>
        {t`Book This Service`}
      </SiteLink>
      <SiteLink to={`/${lang}/contact`} search={{ subject: title }} className={buttonClass({ variant: "secondary" })}>
        {t`Ask Questions`}
      </SiteLink>
    </div>
  );
}
