// "Install app", shown only while the browser offers installation (Chromium's beforeinstallprompt); iOS Safari
// gets its own hint instead (pwa-notices.tsx).
import { Trans } from "@lingui/react/macro";
import { defineIsland } from "../islands/island.tsx";
import { promptInstall, useCanInstall } from "./install-prompt.ts";

export function InstallAppButton({ className }: { className: string }) {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <button type="button" onClick={() => void promptInstall()} className={className}>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0">
        <path d="M10 2a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 1.4-1.4L9 10.6V3a1 1 0 0 1 1-1zM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 2 0 2 2 0 0 1-2 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1z" />
      </svg>
      <Trans>Install app</Trans>
    </button>
  );
}

export const installAppIsland = defineIsland("install-app", InstallAppButton);
