// Where the header and footer lead (SPEC 2): paths under the current language, with translatable labels.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface SiteLink {
  /** Path after the language segment; "" is the language's home page. */
  path: string;
  label: MessageDescriptor;
}

export const PRIMARY_LINKS: readonly SiteLink[] = [
  { path: "", label: msg`Home` },
  { path: "/about", label: msg`About` },
  { path: "/services", label: msg`Services` },
  { path: "/practical-info", label: msg`Practical info` },
  { path: "/contact", label: msg`Contact` },
];

export const FOOTER_QUICK_LINKS: readonly SiteLink[] = [
  { path: "", label: msg`Home` },
  { path: "/about", label: msg`About` },
  { path: "/services", label: msg`Services` },
  { path: "/contact", label: msg`Contact` },
];

export const FOOTER_LEGAL_LINKS: readonly SiteLink[] = [
  { path: "/privacy", label: msg`Privacy Policy` },
  { path: "/terms", label: msg`Terms & Conditions` },
  { path: "/cookies", label: msg`Cookie Policy` },
  { path: "/accessibility", label: msg`Accessibility` },
];
