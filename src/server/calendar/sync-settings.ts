// How calendar import behaves, from the server's configuration with the defaults README.md lists.
import type { AppConfig } from "../config.ts";

export interface CalendarSyncSettings {
  intervalMs: number;
  timeoutMs: number;
  /** How long reading one downloaded feed may take (parse-in-worker.ts). */
  parseTimeoutMs: number;
  maxBytes: number;
  /** Redirects followed per fetch; each new address is checked again. */
  maxRedirects: number;
  /** Loopback and private addresses are refused unless this is set (tests only). */
  allowPrivateAddresses: boolean;
}

export const DEFAULT_SYNC_INTERVAL_MINUTES = 30;
export const DEFAULT_FETCH_TIMEOUT_SECONDS = 15;
// A real 2 MiB feed reads in about a second on a busy machine; a feed still being read after ten
// is hostile or broken, and ends as a failed sync.
export const DEFAULT_PARSE_TIMEOUT_SECONDS = 10;
// Airbnb's and Booking.com's feeds of a busy listing are tens of kilobytes; 2 MiB is ample.
export const DEFAULT_MAX_FEED_KIB = 2048;
export const MAX_REDIRECTS = 3;

export function calendarSyncSettings(config: AppConfig): CalendarSyncSettings {
  return {
    intervalMs: (config.calendarSyncIntervalMinutes ?? DEFAULT_SYNC_INTERVAL_MINUTES) * 60_000,
    timeoutMs: (config.calendarFetchTimeoutSeconds ?? DEFAULT_FETCH_TIMEOUT_SECONDS) * 1000,
    parseTimeoutMs: (config.calendarParseTimeoutSeconds ?? DEFAULT_PARSE_TIMEOUT_SECONDS) * 1000,
    maxBytes: (config.calendarMaxFeedKib ?? DEFAULT_MAX_FEED_KIB) * 1024,
    maxRedirects: MAX_REDIRECTS,
    allowPrivateAddresses: config.calendarAllowPrivateAddresses ?? false,
  };
}
