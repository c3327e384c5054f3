// The SEPA payment QR code (EPC069-12) as the PNG a mail carries inline: the text comes from the domain's
// epcPayload, the `qrcode` library draws it. One byte segment of UTF-8, as the payload's character set "1" says, so
// an accented account holder reads the same in every banking app; error correction M, as EPC069-12 asks.
import QRCode, { type QRCodeSegment } from "qrcode";

/** The Content-ID the mail's HTML names the image by (`<img src="cid:...">`) and the mailer attaches it under. */
export const EPC_QR_CID = "epc-qr@villa.local";
export const EPC_QR_FILENAME = "payment-qr.png";
/** Pixels per module, and the quiet zone in modules around the code that scanners need. */
export const EPC_QR_SCALE = 8;
export const EPC_QR_MARGIN = 4;
/** How large the mail shows it, in CSS pixels: comfortably scanned from a screen. */
export const EPC_QR_DISPLAY_SIZE = 220;

const OPTIONS = { errorCorrectionLevel: "M" } as const;

function segments(payload: string): QRCodeSegment[] {
  return [{ mode: "byte", data: Buffer.from(payload, "utf8") }];
}

/** The code's modules (dark or light), e.g. to check an image against it. */
export function epcQrSymbol(payload: string) {
  return QRCode.create(segments(payload), OPTIONS);
}

export function epcQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(segments(payload), {
    ...OPTIONS,
    type: "png",
    scale: EPC_QR_SCALE,
    margin: EPC_QR_MARGIN,
  });
}
