// The SEPA payment QR code (EPC069-12, the "GiroCode"): a European banking app scans it and fills in the transfer,
// amount, IBAN and reference included. Drawn in the browser from the booking alone, so it shows offline too; the
// picture is 208 px, comfortably above what a phone camera needs, on white with its quiet zone.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { epcPayloadFor, type EpcTransfer } from "../../../domain/payments/epc-qr.ts";
import { qrSvg } from "./qr-svg.ts";

type Drawing = { payload: string; src: string } | { payload: string; failed: true };

export function EpcQrCode({
  transfer,
  currency,
  amountText,
}: {
  transfer: EpcTransfer;
  currency: string;
  amountText: string;
}) {
  const { t } = useLingui();
  // A currency or an amount the standard cannot carry: the bank details above are enough.
  const payload = epcPayloadFor(transfer, currency) ?? null;
  const [drawing, setDrawing] = useState<Drawing | null>(null);

  useEffect(() => {
    if (payload === null) return;
    let live = true;
    qrSvg(payload).then(
      (svg) => {
        if (live) setDrawing({ payload, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      },
      () => {
        if (live) setDrawing({ payload, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [payload]);

  if (payload === null) return null;
  const current = drawing?.payload === payload ? drawing : null;
  return (
    <figure className="grid justify-items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center">
      {current && "src" in current ? (
        <img
          src={current.src}
          alt={t`QR code to pay ${amountText} by bank transfer`}
          width={208}
          height={208}
          className="size-52 bg-white"
        />
      ) : current ? (
        <p className="max-w-60 text-sm text-slate-800">
          <Trans>The QR code cannot be shown right now: use the bank details above.</Trans>
        </p>
      ) : (
        <div role="status" className="flex size-52 items-center justify-center rounded-lg bg-slate-100 p-4 text-sm">
          <Trans>Preparing the QR code...</Trans>
        </div>
      )}
      <figcaption className="max-w-72 text-sm text-slate-800">
        <Trans>Scan it with a European banking app: it fills in the transfer for you.</Trans>
      </figcaption>
    </figure>
  );
}
