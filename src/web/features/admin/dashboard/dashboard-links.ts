// Where the dashboard leads, as Link targets. The search parameter names are shared with the admin bookings
// page: `status` filters the list by a booking status, `booking` opens one booking's details.
import type { BookingStatus } from "../../../../domain/booking-status.ts";
import type { Language } from "../../../../domain/languages.ts";
import { adminPath } from "../layout/admin-sections.ts";

export interface LinkTarget {
  to: string;
  search: Record<string, string>;
}

export function bookingsLink(language: Language, status?: BookingStatus): LinkTarget {
  return { to: adminPath(language, "/bookings"), search: status ? { status } : {} };
}

export function bookingLink(language: Language, bookingId: string): LinkTarget {
  return { to: adminPath(language, "/bookings"), search: { booking: bookingId } };
}

export function villaLink(language: Language, villaId: string): LinkTarget {
  return { to: adminPath(language, `/villas/${encodeURIComponent(villaId)}`), search: {} };
}
