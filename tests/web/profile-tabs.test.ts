// The profile page's `?tab=` parameter (SPEC 2 "Profile" tabs): read leniently, written minimally.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PROFILE_TAB,
  parseProfileTab,
  PROFILE_TABS,
  profileTabSearch,
} from "../../src/web/features/profile/profile-tabs.ts";

describe("parseProfileTab", () => {
  it("knows the four SPEC tabs, in order", () => {
    expect(PROFILE_TABS).toEqual(["overview", "edit", "password", "settings"]);
    for (const tab of PROFILE_TABS) expect(parseProfileTab(tab)).toBe(tab);
  });

  it("ignores case and surrounding spaces", () => {
    expect(parseProfileTab(" Password ")).toBe("password");
    expect(parseProfileTab("SETTINGS")).toBe("settings");
  });

  it("gives undefined (Overview) for anything else", () => {
    for (const value of ["", "billing", "edit-profile", 3, null, undefined, ["edit"], { tab: "edit" }]) {
      expect(parseProfileTab(value)).toBeUndefined();
    }
  });
});

describe("profileTabSearch", () => {
  it("leaves Overview out of the address and names the others", () => {
    expect(DEFAULT_PROFILE_TAB).toBe("overview");
    expect(profileTabSearch("overview")).toEqual({});
    expect(profileTabSearch("edit")).toEqual({ tab: "edit" });
    expect(profileTabSearch("settings")).toEqual({ tab: "settings" });
  });
});
