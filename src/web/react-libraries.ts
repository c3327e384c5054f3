// React and React DOM (the "react" chunk of vite.config.ts): the largest library, run by boot.ts in a task of its
// own before the other libraries (libraries.ts) and the app. Any export of the chunk would do.
export { hydrateRoot } from "react-dom/client";
