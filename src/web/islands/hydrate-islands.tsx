// The island runtime of a prerendered public page (started by src/web/app/site-main.tsx with the app's islands):
// hydrates the page's islands, each as a React root of
// its own, with the page's messages but without the app's router and data layer. The islands of the first screen
// come first and make the page respond; those further down follow once the browser is idle, or at once when the
// visitor reaches for one (or already has: the head script keeps what the visitor does on an island that is not live
// yet, and the island catches up with it as it hydrates, catch-up.ts). Then, in the background, what the app
// would start (service worker, notices, a signed-in guest's session and outbox).
import { i18n } from "@lingui/core";
import { startTransition, useEffect, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages.ts";
import { loadParts } from "../i18n/catalogs.ts";
import { languageOfPath } from "../i18n/language-path.ts";
import { storePreferredLanguage } from "../i18n/preferred-language.ts";
import { nextTask } from "./next-task.ts";
import { startNetworkStatus } from "../offline/network-status.ts";
import { markAppComplete, markAppReady } from "./app-ready.ts";
import { captureInstallPrompt } from "../pwa/install-prompt.ts";
import { absolutePageHeadLinks } from "../ui/page-head-tags.ts";
import { ISLAND_ATTRIBUTE, ISLAND_IDLE_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./site-page.ts";
import type * as CatchUpExports from "./catch-up.ts";
import { earlyInput, happenedIn, takeEarlyInput, usedEarly } from "./early-input.ts";
import { islandElement, islandIdPrefix } from "./island-root.tsx";
import type { IslandEntry, IslandProps, IslandRegistry } from "./island.tsx";

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

/**
 * Runs `run` once the hydration is committed, before the browser paints it. In a microtask: the island's updates are
 * applied one by one there (flushSync, catch-up.ts), which React cannot do from inside its commit.
 */
function AfterCommit({ run }: { run: () => void }) {
  useLayoutEffect(() => queueMicrotask(run), [run]);
  return null;
}

type CatchUpModule = typeof CatchUpExports;
let catchUpModule: Promise<CatchUpModule | null> | null = null;

/** Loaded as soon as the visitor uses an island that is not live yet; without it the island hydrates as it would. */
function loadCatchUp(): Promise<CatchUpModule | null> {
  catchUpModule ??= import("./catch-up.ts").catch((error: unknown) => {
    console.warn("What was done before the page was ready cannot be caught up with.", error);
    return null;
  });
  return catchUpModule;
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
      const catchUp = usedEarly(element) ? await loadCatchUp() : null;
      await new Promise<void>((hydrated) => {
        // A development build's StrictMode runs effects twice; a promise settles once.
        startTransition(() => {
          // React answers the visitor from here on: an event on the island before the hydration is committed makes
          // React finish it at once and then handle the event itself (a key pressed before typing included).
          element.setAttribute(ISLAND_LIVE_ATTRIBUTE, "");
          const noted = catchUp?.noteFields(element);
          const after = (
            <>
              {catchUp && noted ? (
                <AfterCommit run={() => catchUp.catchUp(element, noted, takeEarlyInput(element))} />
              ) : null}
              <Hydrated onHydrated={hydrated} />
            </>
          );
          hydrateRoot(element, islandElement(island.component, props, window.location.pathname, after), {
            identifierPrefix: islandIdPrefix(index),
          });
        });
      });
    })();
    started.set(element, hydration);
  }
  return hydration;
}

function islandsOfPage(registry: IslandRegistry["islands"]): PageIsland[] {
  return [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map((element, index) => {
    const entry = registry[element.getAttribute(ISLAND_ATTRIBUTE) ?? ""];
    if (!entry) throw new Error(`No island named ${element.getAttribute(ISLAND_ATTRIBUTE)}`);
    return { element, index, entry };
  });
}

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
}

/** An island waiting for idle time is hydrated at once when a pointer comes over it: the visitor may reach for it. */
function hydrateOnHover(island: PageIsland, hydrate: (island: PageIsland) => Promise<void>): void {
  const now = () => void hydrate(island);
  island.element.addEventListener("pointerover", now, { passive: true, once: true });
}

/**
 * Any island the visitor has used already (a focus, a touch, a key), or uses before it is live, is hydrated at once:
 * the head script reports each such event (early-input-script.ts).
 */
function hydrateOnUse(islands: readonly PageIsland[], hydrate: (island: PageIsland) => Promise<void>): void {
  const used = (event: Event) => {
    const island = islands.find(({ element }) => happenedIn(element, event));
    if (!island) return;
    void loadCatchUp();
    void hydrate(island);
  };
  const early = earlyInput();
  early.forEach(used);
  early.on = used;
}

/** Hydrates the islands of the page in the browser, found by name in `registry`, then starts the background services. */
export async function hydrateIslands(registry: IslandRegistry): Promise<void> {
  // The browser may offer installation before anything renders; the offer is kept for the Install app button.
  captureInstallPrompt();
  startNetworkStatus();
  absolutePageHeadLinks();
  const language = languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
  const ready = loadParts(language, registry.baseParts).then(() => {
    i18n.activate(language);
    // SPEC 2: the language of the page the visitor chose is remembered, as the app's language guard does.
    storePreferredLanguage(language);
  });
  const hydrate = (island: PageIsland) => hydrateIsland(island, language, ready);
  const islands = islandsOfPage(registry.islands);
  const atLoad = islands.filter(({ element }) => !element.hasAttribute(ISLAND_IDLE_ATTRIBUTE));
  const atIdle = islands.filter(({ element }) => element.hasAttribute(ISLAND_IDLE_ATTRIBUTE));
  hydrateOnUse(islands, hydrate);
  for (const island of atIdle) hydrateOnHover(island, hydrate);

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
