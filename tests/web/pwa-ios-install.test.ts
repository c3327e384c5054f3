// When the iOS "Add to Home Screen" hint shows (src/web/pwa/ios-install.ts): iPhone and iPad Safari, not installed,
// not dismissed.
import { describe, expect, it } from "vitest";
import { isIosSafari, shouldShowIosInstallHint } from "../../src/web/pwa/ios-install.ts";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD_DESKTOP_MODE =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

describe("isIosSafari", () => {
  it("recognises iPhone Safari and iPadOS Safari (which says Macintosh but has touch)", () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 5 })).toBe(true);
  });

  it("leaves out a Mac, other iOS browsers and Android", () => {
    expect(isIosSafari({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: IPHONE_CHROME, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe(false);
  });
});

describe("shouldShowIosInstallHint", () => {
  const iphone = { userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: false };

  it("shows on iPhone Safari until dismissed", () => {
    expect(shouldShowIosInstallHint(iphone, false)).toBe(true);
    expect(shouldShowIosInstallHint(iphone, true)).toBe(false);
  });

  it("does not show in the installed app", () => {
    expect(shouldShowIosInstallHint({ ...iphone, standalone: true }, false)).toBe(false);
  });
});
