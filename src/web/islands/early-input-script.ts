// Part of the page's one inline script (head-script.ts), so it listens before anything is painted: a prerendered page
// can be typed into and tapped before its islands are hydrated, and what the visitor does then must not be lost.
// Typed text stays in the fields, where the island reads it when it hydrates (islands/catch-up.ts); a tap or a key
// on an island that is not live yet (site-page.ts) is kept here, in order, for the island to replay once hydrated,
// and is reported to the page's script (hydrate-islands.tsx) at once, which then hydrates that island first.
//
// Form submits are held back until every part of the page is attached (app-ready.ts): before that, a form would
// submit the browser's way, a GET that puts what was typed into the address. One held on an island is kept too,
// and the island sends it once hydrated.
import { APP_COMPLETE_ATTRIBUTE } from "./app-ready.ts";
import { EARLY_INPUT_KEY, ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from "./site-page.ts";

/** The events kept: each asks for its island's hydration; clicks, keys and submits are also replayed. */
export const EARLY_INPUT_EVENTS = ["focusin", "pointerdown", "keydown", "click", "input", "submit"] as const;

// Kept tiny, and in ES5: it travels inline in every page. `q.on`, once the page's script has set it, hears of each
// event as it is kept.
export const EARLY_INPUT_SCRIPT =
  `(function(d,q){window.${EARLY_INPUT_KEY}=q;"${EARLY_INPUT_EVENTS.join(" ")}".split(" ").forEach(function(t){` +
  `d.addEventListener(t,function(e){var i=e.target.closest&&e.target.closest("[${ISLAND_ATTRIBUTE}]");` +
  `if(t=="submit"&&!d.documentElement.hasAttribute("${APP_COMPLETE_ATTRIBUTE}"))e.preventDefault();` +
  `if(i&&!i.hasAttribute("${ISLAND_LIVE_ATTRIBUTE}")){q.push(e);if(q.on)q.on(e)}},true)})})(document,[])`;
