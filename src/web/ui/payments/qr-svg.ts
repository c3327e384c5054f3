// The QR library, loaded only when a payment QR code is shown: its chunk stays out of every page's first load (the
// service worker keeps it for guests, so it works offline). EPC069-12 asks for error correction level M.
import type * as QrLibrary from "qrcode";

type QrApi = typeof QrLibrary;

/** The QR code of `text` as an SVG document, with the standard's quiet zone of 4 modules. */
export async function qrSvg(text: string): Promise<string> {
  const loaded = (await import("qrcode")) as QrApi & { default?: QrApi };
  // A CommonJS package: bundlers hand its exports over as the default export, Node as named ones.
  const qrcode = loaded.default ?? loaded;
  return qrcode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
}
