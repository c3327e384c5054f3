// The remembered destination of sign-in (SPEC 6) never leaves the site.
import { describe, expect, it } from "vitest";
import { authPageHref, safeRedirect } from "../../src/web/auth/sign-in-link.ts";

describe("sign-in links", () => {
  it("accepts paths on this site with their query and hash", () => {
    expect(safeRedirect("/en/booking?guests=2#card")).toBe("/en/booking?guests=2#card");
  });

  it.each([
    "//evil.example/x",
    "https://evil.example",
    "javascript:alert(1)",
    "/\\evil.example",
    "en/booking",
    "",
    42,
    null,
  ])("refuses %s", (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it("builds sign-in and register links that come back", () => {
    expect(authPageHref("fr", "signin", "/fr/my-bookings?page=2")).toBe(
      "/fr/signin?redirect=%2Ffr%2Fmy-bookings%3Fpage%3D2",
    );
    expect(authPageHref("de", "register")).toBe("/de/register");
    expect(authPageHref("en", "signin", "https://evil.example")).toBe("/en/signin");
  });
});
