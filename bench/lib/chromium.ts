// The system Chromium every browser benchmark drives: the same variable and default as the browser tests
// (playwright.config.ts), since this machine cannot download a browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
