// Links in notifications are written when the booking changes, inside its transaction, where the server's
// configuration is out of reach: they start with this placeholder, and the worker (and the back office) put the
// site's address (PUBLIC_URL) in its place. Links are https:// or http:// only once completed.
import type { AppConfig } from "../config.ts";

export const SITE_PLACEHOLDER = "https://{{site}}";

export function siteAddress(config: Pick<AppConfig, "publicUrl" | "port">): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export function completeLinks(text: string, site: string): string {
  return text.split(SITE_PLACEHOLDER).join(site);
}
