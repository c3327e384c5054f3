// Per-page head tags: the title and the tags of page-head-tags.ts (description, canonical, hreflang, Open Graph).
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { recordPageHead } from "../islands/page-head.ts";
import { pageHeadTags, type HeadTag } from "./page-head-tags.ts";

export interface PageMetaProps {
  /** The page's own title; " · Red Sea Villa" (translated) is appended. */
  title: string;
  description: string;
  /** Error and access pages are not search results. */
  noindex?: boolean;
  /**
   * Open Graph image path; by default the shipped cover, which the server's render replaces with the main villa's
   * (src/web/app/render-page.tsx): crawlers read the page's HTML.
   */
  image?: string;
}

export const DEFAULT_SHARE_IMAGE = "/images/villa/1.jpg";

function upsert(tag: HeadTag): void {
  let element = document.head.querySelector<HTMLElement>(tag.selector);
  if (!element) {
    element = document.createElement(tag.element);
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
}

/** The document title of a page: "<title> · <brand>". */
export function documentTitle(title: string, brand: string): string {
  return title === brand ? brand : `${title} · ${brand}`;
}

export function PageMeta({ title, description, noindex = false, image = DEFAULT_SHARE_IMAGE }: PageMetaProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const brand = t`Red Sea Villa`;
  const fullTitle = documentTitle(title, brand);
  // A build-time render runs no effects: the prerender writes these into the page's HTML instead.
  if (import.meta.env.SSR) recordPageHead({ title: fullTitle, description, noindex, brand, image });

  useEffect(() => {
    document.title = fullTitle;
    for (const tag of pageHeadTags({ pathname, title: fullTitle, description, brand, image }, window.location.origin))
      upsert(tag);
    const robots = document.head.querySelector('meta[name="robots"]');
    if (noindex)
      upsert({ element: "meta", attributes: { name: "robots", content: "noindex" }, selector: 'meta[name="robots"]' });
    else robots?.remove();
  }, [pathname, fullTitle, description, brand, noindex, image]);

  return null;
}
