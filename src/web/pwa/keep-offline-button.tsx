// "Keep this site for offline use": on Save-Data or a 2G-class connection the service worker downloads nothing for
// later on its own (keep-offline.ts); this is the guest's way to ask for it, shown only there and only until it is done.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { defineIsland } from "../islands/island.tsx";
import { useBrowserFact } from "../ui/external-value.ts";
import { connectionSavesData, isKeptOffline, keepOffline } from "./keep-offline.ts";

type KeepState = "unknown" | "offered" | "saving" | "kept" | "failed" | "done-before";

const readWanted = () => "serviceWorker" in navigator && connectionSavesData();

export function KeepOfflineButton({ className }: { className: string }) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const wanted = useBrowserFact(readWanted, false);
  const [state, setState] = useState<KeepState>("unknown");

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void isKeptOffline(language).then((kept) => {
      if (current) setState(kept ? "done-before" : "offered");
    });
    return () => {
      current = false;
    };
  }, [wanted, language]);

  if (!wanted || state === "unknown" || state === "done-before") return null;
  const keep = () => {
    setState("saving");
    void keepOffline(language)
      .catch(() => false)
      .then((kept) => setState(kept ? "kept" : "failed"));
  };
  return (
    <div className="mt-3">
      {state === "kept" ? null : (
        <button type="button" onClick={keep} disabled={state === "saving"} className={className}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0">
            <path d="M5.5 16a4.5 4.5 0 0 1-.5-9 5.5 5.5 0 0 1 10.6 1.5A3.8 3.8 0 0 1 15 16H5.5zm4.5-9a1 1 0 0 0-1 1v3.6l-1.3-1.3a1 1 0 1 0-1.4 1.4l3 3a1 1 0 0 0 1.4 0l3-3a1 1 0 0 0-1.4-1.4L11 11.6V8a1 1 0 0 0-1-1z" />
          </svg>
          {state === "saving" ? <Trans>Saving for offline use…</Trans> : <Trans>Keep this site for offline use</Trans>}
        </button>
      )}
      <p role="status" className="mt-2 text-sm text-sand-50/90">
        {state === "kept" ? <Trans>Saved: this site now opens without a connection.</Trans> : null}
        {state === "failed" ? (
          <Trans>Couldn't save the site for offline use. Try again with a connection.</Trans>
        ) : null}
      </p>
    </div>
  );
}

export const keepOfflineIsland = defineIsland("keep-offline", KeepOfflineButton);
