// The app's own notices, on every page (public site and back office): the offline banner, "Update available" and
// the iOS "Add to Home Screen" hint. They stack at the bottom centre, clear of the fixed header's controls, the
// back office's sidebar (start side) and the toasts (end side), and never take focus.
import { Trans, useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, useState } from "react";
import { useIsOnline } from "../offline/network-status.ts";
import { SignInToSendNotice } from "../offline/outbox/sign-in-to-send-notice.tsx";
import { useServerUnreachable } from "../offline/server-reachability.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { useBrowserFact } from "../ui/external-value.ts";
import {
  currentIosEnvironment,
  readIosHintDismissed,
  shouldShowIosInstallHint,
  storeIosHintDismissed,
} from "./ios-install.ts";
import { applyUpdate, useUpdateState } from "./service-worker-update.ts";
import { setSimulatedOffline, useSimulatedOffline } from "../offline/simulated-offline.ts";

function OfflineBanner({ online }: { online: boolean }) {
  const simulated = useSimulatedOffline();
  const unreachable = useServerUnreachable();
  // The live region stays mounted so screen readers announce the moment the connection drops.
  return (
    <div role="status" data-testid="offline-banner">
      {online ? (
        unreachable ? (
          <UnreachableServer />
        ) : null
      ) : (
        <p className="pointer-events-auto flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0 text-amber-300">
            <path d="M2.3 2.3a1 1 0 0 1 1.4 0l14 14a1 1 0 0 1-1.4 1.4l-3.2-3.2a1.6 1.6 0 1 1-2.3 1.7 1.6 1.6 0 0 1 .9-1.5l-2.3-2.3a4.5 4.5 0 0 0-2.4 1.3 1 1 0 1 1-1.4-1.4 6.5 6.5 0 0 1 2.2-1.5L6 8.9a9 9 0 0 0-2.3 1.6 1 1 0 1 1-1.4-1.4A11 11 0 0 1 4.5 7.4L2.3 3.7a1 1 0 0 1 0-1.4zm7.7 3.2a11 11 0 0 1 7.7 3.2 1 1 0 1 1-1.4 1.4 9 9 0 0 0-4.6-2.5zm0 3.6a6.5 6.5 0 0 1 3 1.5 1 1 0 0 1-1.3 1.5 4.5 4.5 0 0 0-1.1-.7z" />
          </svg>
          <Trans>You are offline. Saved pages and your last data are shown.</Trans>
          {simulated ? (
            // The tester's way back from anywhere, even from a page that cannot load offline.
            <button
              type="button"
              onClick={() => setSimulatedOffline(false)}
              className="ms-1 font-semibold text-amber-200 underline underline-offset-2 hover:text-white"
            >
              <Trans>End offline simulation</Trans>
            </button>
          ) : null}
        </p>
      )}
    </div>
  );
}

/** The device has a network but the villa's server does not answer: not the guest's connection to fix. */
function UnreachableServer() {
  return (
    <p className="pointer-events-auto flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">
      <Trans>Can't reach the villa's server. Saved pages and your last data are shown.</Trans>
    </p>
  );
}

function UpdatePrompt() {
  const state = useUpdateState();
  if (state === "current") return null;
  return (
    <section
      aria-labelledby="update-available-title"
      className="pointer-events-auto flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sea-700 bg-white p-4 text-slate-900 shadow-lg"
    >
      <div className="min-w-0">
        {/* Not a heading: a notice floating over the page must not join the page's outline. */}
        <p id="update-available-title" className="font-semibold text-sea-900">
          <Trans>Update available</Trans>
        </p>
        <p className="text-sm text-slate-700">
          <Trans>A new version of the app is ready. Reload when it suits you.</Trans>
        </p>
      </div>
      <button type="button" onClick={applyUpdate} className={buttonClass({ size: "sm" })}>
        <Trans>Reload</Trans>
      </button>
    </section>
  );
}

// Worked out once per page load (React asks for it on every render, and it reads storage and media queries): the
// device does not change while the page is open, and a dismissal here updates it.
let iosHintWanted: boolean | undefined;
const readIosHintWanted = () =>
  (iosHintWanted ??= shouldShowIosInstallHint(currentIosEnvironment(), readIosHintDismissed()));

function IosInstallHint() {
  const { t } = useLingui();
  const wanted = useBrowserFact(readIosHintWanted, false);
  const [dismissed, setDismissed] = useState(false);
  if (!wanted || dismissed) return null;
  const dismiss = () => {
    storeIosHintDismissed();
    iosHintWanted = false;
    setDismissed(true);
  };
  return (
    <aside
      aria-label={t`Install this app`}
      className="pointer-events-auto flex items-center gap-3 rounded-2xl border border-slate-300 bg-white py-2 ps-4 pe-2 text-sm text-slate-900 shadow-lg"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0 text-sea-700">
        <path d="M10 1.6a1 1 0 0 1 .7.3l3 3a1 1 0 0 1-1.4 1.4L11 5v7a1 1 0 1 1-2 0V5L7.7 6.3a1 1 0 0 1-1.4-1.4l3-3a1 1 0 0 1 .7-.3zM5 9a1 1 0 0 1 1 1v6h8v-6a1 1 0 1 1 2 0v6a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-6a1 1 0 0 1 1-1z" />
      </svg>
      <p className="min-w-0 flex-1">
        <Trans>Install this app: tap Share, then Add to Home Screen.</Trans>
      </p>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <span className="sr-only">{t`Dismiss the install hint`}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
    </aside>
  );
}

/** Mounted once next to the Toaster (src/web/app/later-services.tsx, src/web/islands/site-services.tsx). */
export function PwaNotices() {
  const online = useIsOnline();
  const stack = useRef<HTMLDivElement>(null);
  const [stackHeight, setStackHeight] = useState(0);

  // A spacer as tall as the notices ends every page, and focus scrolling keeps clear of them, so they can never
  // hide the last links of the footer (WCAG 2.4.11).
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setStackHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = stackHeight > 0 ? `${stackHeight + 24}px` : "";
  }, [stackHeight]);

  return (
    <>
      <div
        ref={stack}
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 mx-auto grid w-fit max-w-[min(30rem,calc(100vw-2rem))] justify-items-center gap-2"
      >
        <IosInstallHint />
        <UpdatePrompt />
        <SignInToSendNotice />
        <OfflineBanner online={online} />
      </div>
      {stackHeight > 0 ? <div aria-hidden="true" style={{ height: stackHeight + 16 }} /> : null}
    </>
  );
}
