// The villa's state as the back office shows it (SPEC 4 "Villa", SPEC 9 status colours): the chosen status, or
// INACTIVE whenever the villa is hidden from guests, since that is what decides whether anyone can book it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Villa, VillaStatus } from "../../../../domain/schemas/villa.ts";

export type VillaDisplayStatus = VillaStatus | "INACTIVE";

export const VILLA_STATUS_LABELS: Record<VillaDisplayStatus, MessageDescriptor> = {
  // "villa": languages that agree the word with its noun (Russian "вилла" is feminine) word it for a villa.
  AVAILABLE: msg({ message: "Available", context: "villa" }),
  UNAVAILABLE: msg({ message: "Unavailable", context: "villa" }),
  MAINTENANCE: msg({ message: "Maintenance", context: "villa" }),
  INACTIVE: msg({ message: "Inactive", context: "villa" }),
};

/** SPEC 4: "An inactive villa is displayed as INACTIVE", whatever its status. */
export function villaDisplayStatus(villa: Pick<Villa, "status" | "isActive">): VillaDisplayStatus {
  return villa.isActive ? villa.status : "INACTIVE";
}

/** SPEC 2: the 8-character id prefix the back office names a villa by. */
export function villaIdPrefix(id: string): string {
  return id.slice(0, 8);
}
