// The sections of the back office (SPEC 2 "Admin layout", DESIGN 4 roles): the sidebar and the phone drawer
// list them in this order. Users, Messages, Notifications, Site settings and Payment details are ADMIN only (their
// APIs answer 403 to a host), so a host is never offered a link that leads to Access Denied.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { hasRole, type Role } from "../../../../domain/roles.ts";
import type { NavCountKind } from "./nav-counts.ts";

export type AdminSectionIcon =
  "dashboard" | "users" | "villas" | "bookings" | "messages" | "notifications" | "settings" | "payments";

export interface AdminSection {
  /** Path after `/{lang}/admin`; "" is the dashboard. */
  path: string;
  label: MessageDescriptor;
  icon: AdminSectionIcon;
  /** The lowest role that may open the section. */
  role: Extract<Role, "HOST" | "ADMIN">;
  /** The figure shown beside the name (nav-counts.ts). */
  count?: NavCountKind;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: "", label: msg`Dashboard`, icon: "dashboard", role: "HOST" },
  { path: "/users", label: msg`Users`, icon: "users", role: "ADMIN" },
  { path: "/villas", label: msg`Villas`, icon: "villas", role: "HOST" },
  { path: "/bookings", label: msg`Bookings`, icon: "bookings", role: "HOST", count: "pending" },
  { path: "/messages", label: msg`Messages`, icon: "messages", role: "ADMIN", count: "unread" },
  { path: "/notifications", label: msg`Notifications`, icon: "notifications", role: "ADMIN" },
  { path: "/settings", label: msg`Site settings`, icon: "settings", role: "ADMIN" },
  { path: "/payment-details", label: msg`Payment details`, icon: "payments", role: "ADMIN" },
];

/** The sections `role` may open, in sidebar order. */
export function sectionsFor(role: Role): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => hasRole(role, section.role));
}

/** `/{lang}/admin` plus the section's path. */
export function adminPath(language: string, path = ""): string {
  return `/${language}/admin${path}`;
}
