// Roles and who may do what (SPEC 6 as refined by DESIGN 4): ADMIN ⊇ HOST ⊇ GUEST; villa and
// booking decisions belong to the villa's owner or an ADMIN; a HOST's back office is scoped
// to their own villas; users are ADMIN only.
export const ROLES = ["GUEST", "HOST", "ADMIN"] as const;

export type Role = (typeof ROLES)[number];

export interface Actor {
  id: string;
  role: Role;
}

export interface OwnedVilla {
  ownerId: string;
}

export interface BookingParties {
  guestId: string;
  villa: OwnedVilla;
}

const RANK: Record<Role, number> = { GUEST: 0, HOST: 1, ADMIN: 2 };

export function isRole(x: unknown): x is Role {
  return typeof x === "string" && (ROLES as readonly string[]).includes(x);
}

export function hasRole(role: Role, required: Role): boolean {
  return RANK[role] >= RANK[required];
}

/** The back office (dashboard, villas, bookings) opens to hosts and admins. */
export function canUseBackOffice(role: Role): boolean {
  return hasRole(role, "HOST");
}

/** The Users screen and user list are ADMIN only (DESIGN 4). */
export function canManageUsers(role: Role): boolean {
  return role === "ADMIN";
}

export function canCreateVilla(role: Role): boolean {
  return hasRole(role, "HOST");
}

/**
 * The owner (while still a HOST — a demoted owner loses the back office) or any ADMIN.
 */
export function canManageVilla(actor: Actor, villa: OwnedVilla): boolean {
  if (actor.role === "ADMIN") return true;
  return actor.role === "HOST" && villa.ownerId === actor.id;
}

/** Active villas are public; an inactive one only its owner's and admins'. */
export function canSeeVilla(actor: Actor | null, villa: OwnedVilla & { isActive: boolean }): boolean {
  return villa.isActive || (actor !== null && canManageVilla(actor, villa));
}

export function canViewBooking(actor: Actor, booking: BookingParties): boolean {
  return booking.guestId === actor.id || canManageVilla(actor, booking.villa);
}

/** SPEC 6: the booking's guest, the villa owner or an ADMIN (the status rule is separate). */
export function canCancelBooking(actor: Actor, booking: BookingParties): boolean {
  return booking.guestId === actor.id || canManageVilla(actor, booking.villa);
}

/** Confirm, reject, complete and toggle payment: the villa owner or an ADMIN. */
export function canDecideBooking(actor: Actor, booking: BookingParties): boolean {
  return canManageVilla(actor, booking.villa);
}

/**
 * Which villas' data a back-office list may show: everything for an ADMIN, only the
 * actor's own villas for a HOST, nothing for a GUEST.
 */
export type BackOfficeScope = { kind: "all" } | { kind: "owner"; ownerId: string } | { kind: "none" };

export function backOfficeScope(actor: Actor): BackOfficeScope {
  if (actor.role === "ADMIN") return { kind: "all" };
  if (actor.role === "HOST") return { kind: "owner", ownerId: actor.id };
  return { kind: "none" };
}
