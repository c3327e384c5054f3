// The libraries every page starts with (the "libraries" chunk of vite.config.ts), imported by boot.ts ahead of the
// app (main.tsx) for one reason: that chunk then runs in a task of its own. Evaluated together with the app's
// modules, it made one long task that held up taps on a page that was already on screen. Any export of the chunk
// would do; these name what it is for.
export { hydrateRoot } from "react-dom/client";
export { createRouter } from "@tanstack/react-router";
export { QueryClient } from "@tanstack/react-query";
export { i18n } from "@lingui/core";
