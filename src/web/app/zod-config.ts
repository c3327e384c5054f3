// Zod never compiles parsers with `new Function` in the browser: the CSP has no 'unsafe-eval', and even zod's probe
// for it is reported as a violation (DevTools issues, Lighthouse best practices). Zod reads its settings from this
// global when it loads, so the setting costs the marketing pages no zod at all.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
