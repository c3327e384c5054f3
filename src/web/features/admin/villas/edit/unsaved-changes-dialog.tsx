// Leaving the edit form with changes not saved asks first (in-app navigation through the router; closing or
// reloading the tab gets the browser's own question). Switching the interface language stays on the form and
// keeps the changes, so it is not asked about.
import { Trans, useLingui } from "@lingui/react/macro";
import { useBlocker } from "@tanstack/react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { Dialog } from "../../../../ui/dialog.tsx";

// Red sets the losing action apart from the sea-coloured ones; white on red-700 passes AA.
const DISCARD =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-5 font-semibold text-white shadow-sm hover:bg-red-800 active:bg-red-900";

export interface UnsavedChangesGuardProps {
  dirty: boolean;
  /** The form's own path after the language segment ("/admin/villas/{id}/edit"). */
  formPath: string;
  /** Set just before the form leaves on purpose (after a save), so it does not ask. */
  leaving: { current: boolean };
  /** What is lost, when the form is not a villa's (the site settings). */
  message?: ReactNode;
}

export function UnsavedChangesGuard({ dirty, formPath, leaving, message }: UnsavedChangesGuardProps) {
  const { t } = useLingui();
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  });
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) =>
      !leaving.current && dirtyRef.current && next.pathname.replace(/^\/[^/]+/, "") !== formPath,
    enableBeforeUnload: () => !leaving.current && dirtyRef.current,
    withResolver: true,
  });
  const blocked = blocker.status === "blocked";
  return (
    <Dialog open={blocked} onClose={() => blocker.reset?.()} title={t`Discard unsaved changes?`} size="sm">
      <p className="text-slate-800">
        {message ?? <Trans>Your changes to this villa have not been saved. If you leave now, they are lost.</Trans>}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => blocker.reset?.()} className={buttonClass({ variant: "secondary" })}>
          <Trans>Keep editing</Trans>
        </button>
        <button type="button" onClick={() => blocker.proceed?.()} className={DISCARD}>
          <Trans>Discard changes</Trans>
        </button>
      </div>
    </Dialog>
  );
}
