// The page's script: starts the app (main.tsx). A prerendered page can be read before any script runs, so there the
// app's code is fetched once the browser has painted: on a slow link the page, its styles and its first picture get
// the bandwidth first; its splash runs from here meanwhile. The app shell (an empty page) starts the app at once.
import "./styles.css";
import { runPageSplash } from "./features/shell/splash/splash-driver.ts";
import { nextTask } from "./next-task.ts";

function startApp(): void {
  void import("./react-libraries.ts")
    .then(nextTask)
    .then(() => import("./libraries.ts"))
    .then(nextTask)
    .then(() => import("./main.tsx"));
}

if (document.getElementById("app")?.hasChildNodes() === true) {
  runPageSplash();
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    startApp();
  };
  // After the next frame has been painted; the timer covers tabs opened in the background, which paint no frames.
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, 250);
} else {
  startApp();
}
