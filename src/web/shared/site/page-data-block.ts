// What the server read from the database for a page (the site settings' contact details, the main villa) travels in
// the page as a JSON data block: the islands hydrate with exactly what the page was rendered with. The last block
// seen is kept in localStorage for the app, which renders pages itself (offline too).

/** The data block for `</body>`; "<" is escaped so no text in it can close the element. */
export function dataBlockScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
}

/** The page's block `id`, else the last one kept under `storageKey`; undefined when neither reads as a value. */
export function readDataBlock<T>(
  id: string,
  storageKey: string,
  parse: (value: unknown) => T | undefined,
): T | undefined {
  if (typeof document === "undefined") return undefined;
  const read = (text: string | null | undefined) => {
    if (!text) return undefined;
    try {
      return parse(JSON.parse(text));
    } catch {
      return undefined;
    }
  };
  const fromPage = read(document.getElementById(id)?.textContent);
  try {
    if (fromPage) localStorage.setItem(storageKey, JSON.stringify(fromPage));
    else return read(localStorage.getItem(storageKey));
  } catch {
    // Storage refused (private mode, full): the page's own block still counts.
  }
  return fromPage;
}
