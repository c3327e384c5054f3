// A root of its own at the end of a prerendered page, for what overlays it (toasts, notices, the data layer's
// questions): nothing there to hydrate. Apart from site-services.tsx so that the data layer, which an island may
// start before the page responds, does not bring the notices and the service worker along.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";

export function mountOverlay(element: ReactNode): void {
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>{element}</I18nProvider>
    </StrictMode>,
  );
}
