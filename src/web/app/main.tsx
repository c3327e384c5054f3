// The app (started by boot.ts on the app shell; a rendered page hydrates its islands instead, src/web/islands/): loads
// the visitor's language, renders the app with the splash over it, and once that first screen is drawn starts the
// rest (later-services.tsx): the service worker, the notices, the toasts and the outbox.
import "./zod-config.ts";
import { i18n } from "@lingui/core";
import { createRoot } from "react-dom/client";
import { AppRoot } from "./app-root.tsx";
import { clearQueriesWhenUserChanges } from "../auth/session-cache.ts";
import { startSessionCheck } from "../auth/session-check.ts";
import { loadCatalog } from "../i18n/catalogs.ts";
import { languageOfPath } from "../i18n/language-path.ts";
import { startLanguage } from "../i18n/preferred-language.ts";
import { createAppQueryClient } from "../offline/app-query-client.ts";
import { startQueryNetworkStatus } from "../offline/query-network.ts";
import { startQueryPersistence } from "../offline/query-persistence.ts";
import { captureInstallPrompt } from "../pwa/install-prompt.ts";
import { afterFirstScreen } from "./after-first-screen.ts";
import { createAppRouter } from "./router.tsx";

// The browser may offer installation before the first render; the offer is kept for the Install app button.
captureInstallPrompt();
// Before any query: TanStack's online manager must know the truth (and the tester's Simulate offline switch).
startQueryNetworkStatus();
const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);
clearQueriesWhenUserChanges(queryClient);
// SPEC 4: a stored session is checked with /auth/me once, before any route guard reads it.
void startSessionCheck();

async function start(): Promise<void> {
  // The first paint already speaks the page's language; the $lang guard takes over from there.
  const language = languageOfPath(window.location.pathname) ?? startLanguage();
  // The saved cache comes back before the first render, so an offline start shows the last known data.
  await Promise.all([loadCatalog(language, window.location.pathname), startQueryPersistence(queryClient)]);
  i18n.activate(language);

  const container = document.getElementById("app");
  if (!container) throw new Error("index.html has no #app element");
  afterFirstScreen(
    router,
    () => void import("./later-services.tsx").then(({ startLaterServices }) => startLaterServices(queryClient)),
  );
  createRoot(container).render(<AppRoot queryClient={queryClient} router={router} withSplash />);
}

void start();
