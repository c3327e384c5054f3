// The typeface of the invoices: DejaVu Sans, whose glyphs cover Latin with every accent, Cyrillic and Greek, so an
// invoice in French, German or Russian (and a guest's name in any of them) prints as written. The TrueType files come
// with the dejavu-fonts-ttf package and are read once per process; pdfkit embeds only the glyphs a document uses.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

export interface InvoiceFonts {
  regular: Buffer;
  bold: Buffer;
}

const resolve = createRequire(import.meta.url).resolve;

let loading: Promise<InvoiceFonts> | undefined;

export function invoiceFonts(): Promise<InvoiceFonts> {
  loading ??= Promise.all([
    readFile(resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    readFile(resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  ]).then(([regular, bold]) => ({ regular, bold }));
  // A failed read is not kept: the next invoice tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
