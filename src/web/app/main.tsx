// The app (started by boot.ts on the app shell; a rendered page hydrates its islands instead, src/web/islands/): loads
// the visitor's language, renders the app with the splash over it and registers the service worker.
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
import { loadAppOutbox, startAppOutbox } from "../offline/outbox/app-outbox.ts";
import { startQueryNetworkStatus } from "../offline/query-network.ts";
import { startQueryPersistence } from "../offline/query-persistence.ts";
import { captureInstallPrompt } from "../pwa/install-prompt.ts";
import { registerServiceWorker } from "../pwa/register-service-worker.ts";
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
  // The saved cache and outbox come back before the first render, so an offline start shows the last known data.
  await Promise.all([
    loadCatalog(language, window.location.pathname),
    startQueryPersistence(queryClient),
    loadAppOutbox(queryClient),
  ]);
  i18n.activate(language);

  const container = document.getElementById("app");
  if (!container) throw new Error("index.html has no #app element");
  createRoot(container).render(<AppRoot queryClient={queryClient} router={router} withSplash />);
  registerServiceWorker();
  // Requests saved by an earlier visit (or in another tab) go out now, in the guest's language, if the connection
  // and the session allow; the network's return, the guest's sign-in or another tab's word sends them later otherwise.
  startAppOutbox(queryClient);
}

void start();
