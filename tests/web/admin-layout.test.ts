// The back office frame's pure parts: which sections each role sees (DESIGN 4: Users and Messages are ADMIN
// only) and the remembered collapsed sidebar.
import { describe, expect, it } from "vitest";
import { adminPath, sectionsFor } from "../../src/web/features/admin/layout/admin-sections.ts";
import {
  SIDEBAR_COLLAPSED_KEY,
  readSidebarCollapsed,
  saveSidebarCollapsed,
} from "../../src/web/features/admin/layout/sidebar-preference.ts";

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describe("sectionsFor", () => {
  it("gives an admin every section, in sidebar order", () => {
    expect(sectionsFor("ADMIN").map((s) => s.path)).toEqual([
      "",
      "/users",
      "/villas",
      "/bookings",
      "/messages",
      "/notifications",
      "/settings",
      "/payment-details",
    ]);
  });

  it("gives a host the dashboard, villas and bookings only", () => {
    expect(sectionsFor("HOST").map((s) => s.path)).toEqual(["", "/villas", "/bookings"]);
  });

  it("gives a guest nothing", () => {
    expect(sectionsFor("GUEST")).toEqual([]);
  });

  it("builds paths under the language", () => {
    expect(adminPath("fr")).toBe("/fr/admin");
    expect(adminPath("de", "/bookings")).toBe("/de/admin/bookings");
  });
});

describe("the collapsed sidebar preference", () => {
  it("starts expanded and remembers a collapse until it is undone", () => {
    const store = memoryStorage();
    expect(readSidebarCollapsed(store)).toBe(false);
    saveSidebarCollapsed(true, store);
    expect(store.getItem(SIDEBAR_COLLAPSED_KEY)).toBe("1");
    expect(readSidebarCollapsed(store)).toBe(true);
    saveSidebarCollapsed(false, store);
    expect(readSidebarCollapsed(store)).toBe(false);
  });

  it("works without storage, or with storage that refuses", () => {
    expect(readSidebarCollapsed(null)).toBe(false);
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => saveSidebarCollapsed(true, refusing)).not.toThrow();
    expect(readSidebarCollapsed(refusing)).toBe(false);
  });
});
