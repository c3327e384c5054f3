// The query data a server-rendered page was rendered from travels in the page as a JSON data block (never run, so
// the Content-Security-Policy needs no new script hash); main.tsx puts it into the QueryClient before hydrating, so
// the first render in the browser has the same data as the server's and needs no request.
import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";

const ELEMENT_ID = "page-query-data";

/** The data block for `</body>`; "<" is escaped so no text in the data can close the element. */
export function queryDataScript(data: unknown): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

/** Puts the page's data block, when it has one, into the client's cache. */
export function restorePageQueryData(queryClient: QueryClient): void {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (text) hydrate(queryClient, JSON.parse(text) as DehydratedState);
}
