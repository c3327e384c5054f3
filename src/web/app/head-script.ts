// The one inline script of every page, run before the body paints: the splash decision (splash-gate.ts) and what the
// visitor does before the page's parts are attached: kept for the islands, submits held back (early-input-script.ts).
// The build inlines it (build/prerender-pages.ts); the server's Content-Security-Policy allows exactly this text by its
// hash (src/server/app.ts).
import { SPLASH_GATE_SCRIPT } from "../features/shell/splash/splash-gate.ts";
import { EARLY_INPUT_SCRIPT } from "../islands/early-input-script.ts";

export const HEAD_SCRIPT = `${SPLASH_GATE_SCRIPT};${EARLY_INPUT_SCRIPT}`;
