// The villa's export link: the secret iCal URL to paste into Airbnb, Booking.com or a calendar app,
// a Copy button, and "Regenerate link", which asks first because the old URL stops working at once.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { apiErrorText } from "../../../../api/error-text.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { Dialog } from "../../../../ui/dialog.tsx";
import { toast } from "../../../../ui/toast/toast-store.ts";
import { useCalendarExport, useRegenerateExport } from "./calendar-queries.ts";
import { CalendarCard } from "./calendar-card.tsx";

function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

export function ExportLinkCard({ villaId }: { villaId: string }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const link = useCalendarExport(villaId);
  const regenerate = useRegenerateExport(villaId);
  const [confirming, setConfirming] = useState(false);
  const url = link.data ? absoluteUrl(link.data.path) : "";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied`);
    } catch {
      // No clipboard permission (or an insecure origin): select the text so the owner can copy it by hand.
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
      toast.info(t`Select the link and copy it`);
    }
  };

  const confirmRegenerate = () => {
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t`New link created. Update it on the other sites.`);
      },
      onError: (error) => toast.error(apiErrorText(i18n, error, t`Failed to regenerate the link`)),
    });
  };

  return (
    <CalendarCard title={<Trans>Export this villa's calendar</Trans>}>
      <p className="text-slate-700">
        <Trans>
          Paste this link into Airbnb, Booking.com or any calendar app: it lists the dates booked here (no guest
          details). Keep it private.
        </Trans>
      </p>
      {link.isError ? (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {apiErrorText(i18n, link.error, t`Failed to load the calendar link`)}
        </p>
      ) : (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
              <Trans>Calendar link (iCal)</Trans>
            </label>
            <input
              id={inputId}
              readOnly
              value={link.data ? url : t`Loading...`}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-slate-50 px-3 py-2.5 font-mono text-sm text-slate-900"
            />
          </div>
          <button
            type="button"
            disabled={!link.data}
            onClick={() => void copy()}
            className={buttonClass({ size: "sm" })}
          >
            <Trans>Copy</Trans>
          </button>
          <button
            type="button"
            disabled={!link.data}
            onClick={() => setConfirming(true)}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            <Trans>Regenerate link</Trans>
          </button>
        </div>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t`Regenerate the calendar link?`} size="sm">
        <p className="text-slate-800">
          <Trans>
            The current link stops working at once. Sites that use it will no longer see this villa's bookings until you
            give them the new link.
          </Trans>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setConfirming(false)} className={buttonClass({ variant: "secondary" })}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" disabled={regenerate.isPending} onClick={confirmRegenerate} className={buttonClass()}>
            {regenerate.isPending ? <Trans>Regenerating...</Trans> : <Trans>Regenerate link</Trans>}
          </button>
        </div>
      </Dialog>
    </CalendarCard>
  );
}
