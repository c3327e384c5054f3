// The app's libraries beyond React (the "router" and "query" chunks of vite.config.ts), imported by boot.ts ahead of
// the app (main.tsx) for one reason: each then runs in a task of its own. Evaluated together with the app's modules,
// they made one long task that held up taps on a page that was already on screen. Any export of a chunk would do;
// these name what it is for.
export { createRouter } from "@tanstack/react-router";
export { QueryClient } from "@tanstack/react-query";
