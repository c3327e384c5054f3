// The page's script. The root path goes straight to the visitor's language (SPEC 2), whose home page is prerendered:
// starting the app only to redirect would download all of it first. A prerendered page (a public page, My Bookings),
// and the booking page the server renders per request, can be read before any script runs: its islands are hydrated
// (site-main.tsx) once the browser has painted, so on a slow link the page, its styles and its first picture get the
// bandwidth first, and its splash runs from here meanwhile. The app shell (an empty page) starts the app (main.tsx) at once.
import "../styles.css";
import { runPageSplash } from "../features/shell/splash/splash-driver.ts";
import { startLanguage } from "../i18n/preferred-language.ts";
import { nextTask } from "../islands/next-task.ts";
import { swapFailedImages } from "../ui/image-fallback.ts";

function startApp(): void {
  void import("./react-libraries.ts")
    .then(nextTask)
    .then(() => import("./libraries.ts"))
    .then(nextTask)
    .then(() => import("./main.tsx"));
}

function startSite(): void {
  swapFailedImages();
  void import("./react-libraries.ts").then(nextTask).then(() => import("./site-main.tsx"));
}

const app = document.getElementById("app");
if (window.location.pathname === "/") {
  const { search, hash } = window.location;
  window.location.replace(`/${startLanguage()}${search}${hash}`);
} else if (app?.hasChildNodes() === true) {
  runPageSplash();
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    startSite();
  };
  // After the next frame has been painted; the timer covers tabs opened in the background, which paint no frames.
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, 250);
} else {
  startApp();
}
