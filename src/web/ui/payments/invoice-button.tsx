// "Download invoice" for a confirmed booking (DESIGN 7.2), in My Bookings and the back office: the PDF comes from
// GET /api/bookings/{id}/invoice.pdf with the session (api/download.ts) and is saved as invoice-<number>.pdf. The
// server writes it in the booking's language. Offline the button waits, saying why: an invoice is made on request.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { invoiceFileName } from "../../../domain/payments/invoice-file.ts";
import { downloadFile } from "../../api/download.ts";
import { useApiErrorText } from "../../api/use-api-error-text.ts";
import { useIsOnline } from "../../offline/network-status.ts";
import { buttonClass } from "../button-styles.ts";

export interface InvoiceButtonProps {
  bookingId: string;
  invoiceNumber: string;
}

/** Hands `blob` to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: it is let go of a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function InvoiceButton({ bookingId, invoiceNumber }: InvoiceButtonProps) {
  const { t } = useLingui();
  const online = useIsOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useApiErrorText(error, t`Please try again.`);
  const noteId = useId();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function download() {
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setError(null);
    try {
      const blob = await downloadFile(`/bookings/${encodeURIComponent(bookingId)}/invoice.pdf`, {
        signal: controller.signal,
        accept: "application/pdf",
      });
      saveBlob(blob, invoiceFileName(invoiceNumber));
    } catch (failure) {
      if (!controller.signal.aborted) setError(failure);
    } finally {
      if (!controller.signal.aborted) setBusy(false);
      if (running.current === controller) running.current = null;
    }
  }

  return (
    <div className="grid justify-items-start gap-1">
      <button
        type="button"
        className={buttonClass({ variant: "secondary", size: "sm" })}
        disabled={!online || busy}
        aria-busy={busy}
        aria-describedby={online ? undefined : noteId}
        onClick={() => void download()}
      >
        {busy ? <Trans>Downloading the invoice…</Trans> : <Trans>Download invoice</Trans>}
      </button>
      {online ? null : (
        <p id={noteId} className="text-sm text-slate-700">
          <Trans>You are offline: the invoice can be downloaded once the connection is back.</Trans>
        </p>
      )}
      {error !== null && online ? (
        <p role="alert" className="text-sm text-red-800">
          <Trans>The invoice could not be downloaded.</Trans> {errorText}
        </p>
      ) : null}
    </div>
  );
}
