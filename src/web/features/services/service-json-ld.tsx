// Embeds the services' schema.org data (SPEC 7) in the page as a JSON-LD script, in the page's language.
import { useLingui } from "@lingui/react/macro";
import { useBrowserFact } from "../../ui/external-value.ts";
import { SERVICES } from "../../shared/services/catalogue.ts";
import { servicesStructuredData } from "./service-structured-data.ts";

export function ServiceJsonLd({ lang }: { lang: string }) {
  const { i18n } = useLingui();
  // The build's prerender knows no origin: its HTML carries site-relative URLs until the browser fills in its own.
  const origin = useBrowserFact(() => window.location.origin, "");
  const data = servicesStructuredData(i18n, SERVICES, { origin, language: lang, today: new Date() });
  // "</script>" inside a string would end the script element early; "<" written as \u003c cannot.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
