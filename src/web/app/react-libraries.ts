// React, React DOM and Lingui (the "react" chunk of vite.config.ts): the largest library, run by boot.ts in a task of
// its own before anything else, on every page. Any export of the chunk would do.
export { hydrateRoot } from "react-dom/client";
