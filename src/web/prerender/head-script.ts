// The one inline script of every page, run before the body paints: the splash decision (splash-gate.ts) and the
// hold on early form submits (app-ready.ts). The build inlines it (prerender-pages.ts); the server's
// Content-Security-Policy allows exactly this text by its hash (src/server/app.ts).
import { SPLASH_GATE_SCRIPT } from "../features/shell/splash/splash-gate.ts";
import { HOLD_SUBMITS_SCRIPT } from "./app-ready.ts";

export const HEAD_SCRIPT = `${SPLASH_GATE_SCRIPT};${HOLD_SUBMITS_SCRIPT}`;
