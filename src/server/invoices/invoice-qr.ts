// The SEPA payment QR code (EPC069-12) drawn as vector squares: sharp at any zoom or print size, no image to encode.
// The same symbol as the mail's image (notifications/epc-qr-image.ts: one UTF-8 byte segment, error correction M);
// the caller leaves the quiet zone (four modules) white around it.
import { epcQrSymbol } from "../notifications/epc-qr-image.ts";

/** Draws the code of `text` as a `size`-point square whose top-left corner is at (x, y). */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = epcQrSymbol(text);
  const cell = size / modules.size;
  doc.save();
  // One rectangle per run of dark modules in a row: a fraction of the path one square per module would make.
  for (let row = 0; row < modules.size; row++) {
    let runStart = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && Boolean(modules.get(row, col));
      if (dark && runStart < 0) runStart = col;
      if (!dark && runStart >= 0) {
        doc.rect(x + runStart * cell, y + row * cell, (col - runStart) * cell, cell);
        runStart = -1;
      }
    }
  }
  doc.fillColor("#000000").fill();
  doc.restore();
}
