// The head tags of the page being prerendered. In the browser PageMeta writes them into document.head from an
// effect; effects do not run at build time, so PageMeta hands them here and the prerender writes them into the HTML.
export interface PageHead {
  title: string;
  description: string;
  noindex: boolean;
  brand: string;
  /** Open Graph image path. */
  image: string;
}

let current: PageHead | null = null;

export function recordPageHead(head: PageHead): void {
  current = head;
}

/** The head of the page rendered since the last call (null when the page set none), and forgets it. */
export function takePageHead(): PageHead | null {
  const head = current;
  current = null;
  return head;
}
