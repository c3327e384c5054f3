// SPEC 6 / DESIGN 4: role order, back office, villa ownership and booking permissions.
import { describe, expect, it } from "vitest";
import {
  backOfficeScope,
  canCancelBooking,
  canCreateVilla,
  canDecideBooking,
  canManageUsers,
  canManageVilla,
  canUseBackOffice,
  canViewBooking,
  hasRole,
  isRole,
  ROLES,
  type Actor,
  type Role,
} from "../../src/domain/index.ts";

const admin: Actor = { id: "admin", role: "ADMIN" };
const host: Actor = { id: "host", role: "HOST" };
const otherHost: Actor = { id: "other-host", role: "HOST" };
const guest: Actor = { id: "guest", role: "GUEST" };
const stranger: Actor = { id: "stranger", role: "GUEST" };
const booking = { guestId: "guest", villa: { ownerId: "host" } };

describe("hasRole", () => {
  const expected: Record<Role, Role[]> = {
    GUEST: ["GUEST"],
    HOST: ["GUEST", "HOST"],
    ADMIN: ["GUEST", "HOST", "ADMIN"],
  };
  it.each(ROLES.flatMap((r) => ROLES.map((q) => [r, q] as const)))("%s satisfies %s?", (role, required) => {
    expect(hasRole(role, required)).toBe(expected[role].includes(required));
  });
  it("recognises role names", () => {
    expect(isRole("HOST")).toBe(true);
    expect(isRole("host")).toBe(false);
    expect(isRole("ROOT")).toBe(false);
  });
});

describe("back office", () => {
  it("opens to hosts and admins; users to admins only", () => {
    expect(ROLES.map(canUseBackOffice)).toEqual([false, true, true]);
    expect(ROLES.map(canManageUsers)).toEqual([false, false, true]);
    expect(ROLES.map(canCreateVilla)).toEqual([false, true, true]);
  });
  it("scopes a host to their own villas", () => {
    expect(backOfficeScope(admin)).toEqual({ kind: "all" });
    expect(backOfficeScope(host)).toEqual({ kind: "owner", ownerId: "host" });
    expect(backOfficeScope(guest)).toEqual({ kind: "none" });
  });
});

describe("villa and booking permissions", () => {
  it("lets the owning host or any admin manage a villa", () => {
    expect(canManageVilla(host, { ownerId: "host" })).toBe(true);
    expect(canManageVilla(admin, { ownerId: "host" })).toBe(true);
    expect(canManageVilla(otherHost, { ownerId: "host" })).toBe(false);
    expect(canManageVilla(guest, { ownerId: "host" })).toBe(false);
  });
  it("does not let an owner demoted to GUEST manage the villa", () => {
    expect(canManageVilla({ id: "host", role: "GUEST" }, { ownerId: "host" })).toBe(false);
  });

  const table: [string, Actor, { view: boolean; cancel: boolean; decide: boolean }][] = [
    ["the booking's guest", guest, { view: true, cancel: true, decide: false }],
    ["the villa owner", host, { view: true, cancel: true, decide: true }],
    ["an admin", admin, { view: true, cancel: true, decide: true }],
    ["another host", otherHost, { view: false, cancel: false, decide: false }],
    ["another guest", stranger, { view: false, cancel: false, decide: false }],
  ];
  it.each(table)("%s", (_who, actor, can) => {
    expect(canViewBooking(actor, booking)).toBe(can.view);
    expect(canCancelBooking(actor, booking)).toBe(can.cancel);
    expect(canDecideBooking(actor, booking)).toBe(can.decide);
  });

  it("lets a host who booked someone else's villa act only as its guest", () => {
    const hostAsGuest = { guestId: "other-host", villa: { ownerId: "host" } };
    expect(canCancelBooking(otherHost, hostAsGuest)).toBe(true);
    expect(canDecideBooking(otherHost, hostAsGuest)).toBe(false);
  });
});
