// The text of a PDF as a reader shows it, read with pdf.js (the API tests' invoices and the browser tests' downloads):
// every page's runs joined by spaces, Intl's no-break spaces read as plain ones.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfText(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await task.destroy();
  return {
    text: pages
      .join("\n")
      .replace(/[\u00a0\u202f]/g, " ")
      .replace(/ +/g, " "),
    pages: document.numPages,
  };
}
