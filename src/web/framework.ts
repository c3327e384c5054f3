// The libraries every page starts with, imported by boot.ts ahead of the app (main.tsx) for one reason: their
// modules then run in a task of their own. Evaluated together with the app's modules, they made one long task
// that held up taps on a page that was already on screen. One export per library is enough to pull its core in.
export { hydrateRoot } from "react-dom/client";
export { createRouter } from "@tanstack/react-router";
export { QueryClient } from "@tanstack/react-query";
export { i18n } from "@lingui/core";
