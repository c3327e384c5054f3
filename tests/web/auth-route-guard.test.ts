// The route guard of SPEC 6: signed-out visitors go to sign in with the page remembered, signed-in users
// without the role go to /{lang}/unauthorized, ADMIN satisfies every role and HOST satisfies HOST and GUEST.
import { isRedirect } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "../../src/domain/roles.ts";
import type * as SessionCheck from "../../src/web/auth/session-check.ts";
import { guardDecision } from "../../src/web/auth/route-guard.ts";

const user = (role: Role) => ({ id: "u1", email: "ada@example.com", fullName: "Ada Lovelace", role });

describe("guardDecision", () => {
  it("sends a signed-out visitor to sign in, remembering path, search and hash", () => {
    expect(
      guardDecision({ user: null, role: "ADMIN", lang: "fr", href: "/fr/admin/bookings?status=PENDING#top" }),
    ).toEqual({
      kind: "redirect",
      to: "signin",
      href: `/fr/signin?redirect=${encodeURIComponent("/fr/admin/bookings?status=PENDING#top")}`,
    });
  });

  it("defaults the language to en", () => {
    expect(guardDecision({ user: null, role: "GUEST", lang: "xx", href: "/xx/profile" })).toMatchObject({
      href: `/en/signin?redirect=${encodeURIComponent("/xx/profile")}`,
    });
    expect(guardDecision({ user: user("GUEST"), role: "ADMIN", lang: undefined, href: "/admin" })).toMatchObject({
      href: "/en/unauthorized",
    });
  });

  it.each<[Role, Role, boolean]>([
    ["ADMIN", "ADMIN", true],
    ["ADMIN", "HOST", true],
    ["ADMIN", "GUEST", true],
    ["HOST", "ADMIN", false],
    ["HOST", "HOST", true],
    ["HOST", "GUEST", true],
    ["GUEST", "ADMIN", false],
    ["GUEST", "HOST", false],
    ["GUEST", "GUEST", true],
  ])("a %s on a %s page is %s", (has, needs, allowed) => {
    const decision = guardDecision({ user: user(has), role: needs, lang: "de", href: "/de/admin" });
    expect(decision).toEqual(
      allowed ? { kind: "allow" } : { kind: "redirect", to: "unauthorized", href: "/de/unauthorized" },
    );
  });
});

describe("requireRole as beforeLoad", () => {
  let store: Map<string, string>;

  beforeEach(() => {
    store = new Map();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    });
    vi.resetModules();
  });

  afterEach(() => {
    vi.doUnmock("../../src/web/auth/session-check.ts");
    vi.unstubAllGlobals();
  });

  async function guardWith(check: Promise<void>) {
    vi.doMock("../../src/web/auth/session-check.ts", async (original) => ({
      ...(await original<typeof SessionCheck>()),
      whenSessionChecked: () => check,
    }));
    return import("../../src/web/auth/route-guard.ts");
  }

  const context = { location: { href: "/en/admin/users?page=2" }, params: { lang: "en" } };

  it("waits for the start-up check and decides on the session it leaves", async () => {
    store.set("user", JSON.stringify(user("ADMIN")));
    store.set("accessToken", "a");
    let finish: () => void = () => undefined;
    const { requireRole } = await guardWith(new Promise<void>((resolve) => (finish = resolve)));
    const outcome = requireRole("ADMIN")(context).then(
      () => "allowed",
      (thrown: unknown) => thrown,
    );
    // The check found the session dead meanwhile.
    store.clear();
    finish();
    const thrown = await outcome;
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string; replace: boolean } }).options).toMatchObject({
      href: `/en/signin?redirect=${encodeURIComponent("/en/admin/users?page=2")}`,
      replace: true,
    });
  });

  it("lets an allowed user through and turns a GUEST away from an ADMIN page", async () => {
    const { requireRole, requireSignIn } = await guardWith(Promise.resolve());
    store.set("user", JSON.stringify(user("GUEST")));
    store.set("accessToken", "a");
    await expect(requireSignIn()(context)).resolves.toBeUndefined();
    const thrown: unknown = await requireRole("ADMIN")(context).catch((error: unknown) => error);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string } }).options.href).toBe("/en/unauthorized");
  });
});
