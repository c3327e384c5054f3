// Where sign-in and registration lead (SPEC 2): the `redirect` parameter when it is a path on this site, else
// back one page (sign-in only) or the language's root; and where the header's Sign in link comes back to.
import { describe, expect, it } from "vitest";
import { returnTarget } from "../../src/web/auth/return-link.ts";
import { validateAuthSearch } from "../../src/web/features/account/auth-form/auth-route.ts";
import { registerDestination, signInDestination } from "../../src/web/features/account/auth-form/destination.ts";

describe("signInDestination", () => {
  it("goes to a safe redirect first", () => {
    expect(signInDestination({ redirect: "/fr/booking?guests=2", language: "fr", canGoBack: true })).toEqual({
      kind: "href",
      href: "/fr/booking?guests=2",
    });
  });

  it("goes back one page when there is no usable redirect and the previous page is on this site", () => {
    expect(signInDestination({ redirect: undefined, language: "en", canGoBack: true })).toEqual({ kind: "back" });
    expect(signInDestination({ redirect: "https://evil.example/", language: "en", canGoBack: true })).toEqual({
      kind: "back",
    });
  });

  it("goes home when there is nowhere to go back to", () => {
    expect(signInDestination({ redirect: "//evil.example", language: "de", canGoBack: false })).toEqual({
      kind: "href",
      href: "/de",
    });
  });
});

describe("registerDestination", () => {
  it("is the requested path or the root of the language", () => {
    expect(registerDestination({ redirect: "/ru/my-bookings", language: "ru" })).toBe("/ru/my-bookings");
    expect(registerDestination({ redirect: undefined, language: "ru" })).toBe("/ru");
    expect(registerDestination({ redirect: "javascript:alert(1)", language: "en" })).toBe("/en");
  });
});

describe("validateAuthSearch", () => {
  it("keeps only a same-site redirect", () => {
    expect(validateAuthSearch({ redirect: "/en/about?x=1#y" })).toEqual({ redirect: "/en/about?x=1#y" });
    expect(validateAuthSearch({ redirect: "//evil.example/" })).toEqual({});
    expect(validateAuthSearch({ redirect: 42 })).toEqual({});
    expect(validateAuthSearch({})).toEqual({});
  });
});

describe("returnTarget (the header's Sign in link)", () => {
  it("comes back to the page it was clicked on", () => {
    expect(returnTarget("/en/services?category=spa#list")).toBe("/en/services?category=spa#list");
  });

  it("keeps the sign-in and register pages' own redirect instead of returning to them", () => {
    expect(returnTarget(`/fr/signin?redirect=${encodeURIComponent("/fr/booking")}`)).toBe("/fr/booking");
    expect(returnTarget(`/fr/register?redirect=${encodeURIComponent("/fr/profile")}`)).toBe("/fr/profile");
    expect(returnTarget("/fr/signin")).toBeUndefined();
    expect(returnTarget("/de/auth/login?redirect=%2F%2Fevil.example")).toBeUndefined();
  });
});
