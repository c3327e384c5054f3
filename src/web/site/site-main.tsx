// The script of a prerendered public page (started by boot.ts): hydrates the page's islands, each as a React root of
// its own, with the page's messages but without the app's router and data layer. The islands of the first screen
// come first and make the page respond; those further down follow once the browser is idle, or at once when the
// visitor reaches for one. Then, in the background, what the app would start (service worker, notices, a signed-in
// guest's session and outbox).
import { i18n } from "@lingui/core";
import { startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages.ts";
import { loadParts } from "../i18n/catalogs.ts";
import { languageOfPath } from "../i18n/language-path.ts";
import { storePreferredLanguage } from "../i18n/preferred-language.ts";
import { nextTask } from "../next-task.ts";
import { startNetworkStatus } from "../offline/network-status.ts";
import { markAppComplete, markAppReady } from "../prerender/app-ready.ts";
import { captureInstallPrompt } from "../pwa/install-prompt.ts";
import { absolutePageHeadLinks } from "../ui/page-head-tags.ts";
import { ISLAND_ATTRIBUTE, ISLAND_IDLE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../prerender/site-page.ts";
import type { IslandProps } from "./island.tsx";
import { islandElement, islandIdPrefix } from "./island-root.tsx";
import { ISLAND_BASE_PARTS, ISLANDS, type IslandEntry } from "./islands.ts";

// The browser may offer installation before anything renders; the offer is kept for the Install app button.
captureInstallPrompt();
startNetworkStatus();
absolutePageHeadLinks();

interface PageIsland {
  element: HTMLElement;
  /** Its place among the page's islands, in document order: the build rendered it with the same id prefix. */
  index: number;
  entry: IslandEntry;
}

/** Reports once that its root's first render (the hydration) is committed. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

const started = new Map<HTMLElement, Promise<void>>();

/** `language` has its shell messages and is active once `ready` settles (start below). */
function hydrateIsland({ element, index, entry }: PageIsland, language: Language, ready: Promise<void>): Promise<void> {
  let hydration = started.get(element);
  if (!hydration) {
    hydration = (async () => {
      const [island] = await Promise.all([entry.load(), loadParts(language, entry.parts), ready]);
      const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as IslandProps;
      // One island per task, and each as a transition: taps on the painted page are never held up behind a long task.
      await nextTask();
      await new Promise<void>((hydrated) => {
        // A development build's StrictMode runs effects twice; a promise settles once.
        startTransition(() => {
          hydrateRoot(element, islandElement(island.component, props, window.location.pathname, <Hydrated onHydrated={hydrated} />), {
            identifierPrefix: islandIdPrefix(index),
          });
        });
      });
    })();
    started.set(element, hydration);
  }
  return hydration;
}

function islandsOfPage(): PageIsland[] {
  return [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map((element, index) => {
    const entry = ISLANDS[element.getAttribute(ISLAND_ATTRIBUTE) ?? ""];
    if (!entry) throw new Error(`No island named ${element.getAttribute(ISLAND_ATTRIBUTE)}`);
    return { element, index, entry };
  });
}

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
}

/** An island waiting for idle time is hydrated at once when the visitor reaches for it (a touch, a pointer, focus). */
function hydrateOnIntent(island: PageIsland, hydrate: (island: PageIsland) => Promise<void>): void {
  const events = ["pointerover", "touchstart", "focusin"] as const;
  const now = () => {
    for (const type of events) island.element.removeEventListener(type, now);
    void hydrate(island);
  };
  for (const type of events) island.element.addEventListener(type, now, { passive: true });
}

async function start(): Promise<void> {
  const language = languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
  const ready = loadParts(language, ISLAND_BASE_PARTS).then(() => {
    i18n.activate(language);
    // SPEC 2: the language of the page the visitor chose is remembered, as the app's language guard does.
    storePreferredLanguage(language);
  });
  const hydrate = (island: PageIsland) => hydrateIsland(island, language, ready);
  const islands = islandsOfPage();
  const atLoad = islands.filter(({ element }) => !element.hasAttribute(ISLAND_IDLE_ATTRIBUTE));
  const atIdle = islands.filter(({ element }) => element.hasAttribute(ISLAND_IDLE_ATTRIBUTE));
  for (const island of atIdle) hydrateOnIntent(island, hydrate);

  await Promise.all([ready, ...atLoad.map(hydrate)]);
  markAppReady();
  whenIdle(() => {
    void Promise.all(atIdle.map(hydrate)).then(() => {
      markAppComplete();
      // What the visitor does not need to use the page comes last.
      whenIdle(() => {
        import("./site-services.tsx")
          .then(({ startSiteServices }) => startSiteServices())
          .catch((error: unknown) => console.warn("The page's background services did not start.", error));
      });
    });
  });
}

void start();
