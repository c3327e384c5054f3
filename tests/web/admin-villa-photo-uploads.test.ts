// The villa form's photo uploads, apart from React: two at a time in the order chosen, the progress in percent, the
// descriptions' missing languages, and each failure worded by its code in the page's language.
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../src/web/api/errors.ts";
import { altOf, missingAlt, sameAlt, uploadErrorText } from "../../src/web/features/admin/villas/edit/media-api.ts";
import { createLimiter } from "../../src/web/features/admin/villas/edit/upload-limiter.ts";
import { roomFor, uploadPercent } from "../../src/web/features/admin/villas/edit/use-photo-uploads.ts";
import { i18nFor } from "./lingui-catalog.ts";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createLimiter", () => {
  it("runs at most two tasks at once, the others starting in order as one ends, failed or not", async () => {
    const limit = createLimiter(2);
    const started: number[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const results = gates.map((gate, index) =>
      limit(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }).catch(() => "failed"),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]?.reject(new Error("no"));
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]?.resolve();
    gates[3]?.resolve();
    expect(await Promise.all(results)).toEqual([0, "failed", 2, 3]);
  });
});

describe("uploads", () => {
  it("reports the progress in whole percent, 0 before the size is known", () => {
    expect(uploadPercent({ sent: 0, total: 0 })).toBe(0);
    expect(uploadPercent({ sent: 1, total: 3 })).toBe(33);
    expect(uploadPercent({ sent: 5, total: 5 })).toBe(100);
  });

  it("leaves room for at most 50 pictures", () => {
    expect(roomFor(0)).toBe(50);
    expect(roomFor(49)).toBe(1);
    expect(roomFor(60)).toBe(0);
  });
});

describe("photo descriptions", () => {
  it("flags every language still empty", () => {
    expect(missingAlt(altOf({ en: "The pool", fr: " ", ru: "Бассейн" }))).toEqual(["fr", "de"]);
    expect(missingAlt(altOf(undefined))).toEqual(["en", "fr", "ru", "de"]);
  });

  it("takes spaces around a text for no change", () => {
    expect(sameAlt(altOf({ en: "The pool " }), altOf({ en: "The pool" }))).toBe(true);
    expect(sameAlt(altOf({ en: "The pool" }), altOf({ en: "The pool", de: "Der Pool" }))).toBe(false);
  });
});

describe("uploadErrorText", () => {
  it("words the server's photo codes, and the usual failures, in the page's language", async () => {
    const en = await i18nFor("en");
    const de = await i18nFor("de");
    const unsupported = new ApiRequestError(415, "BAD_REQUEST", "This file is not a photo we can read.");
    const tooLarge = new ApiRequestError(413, "PAYLOAD_TOO_LARGE", "This photo is too large.");
    expect(uploadErrorText(en, unsupported)).toBe(
      "This file is not a photo we can read. Use a JPEG, PNG, WebP or HEIC image.",
    );
    expect(uploadErrorText(en, tooLarge)).toBe("This photo is too large. Use a photo under 25 MB and 50 megapixels.");
    expect(uploadErrorText(de, unsupported)).not.toContain("This file");
    expect(uploadErrorText(de, tooLarge)).not.toContain("This photo");
    const limited = new ApiRequestError(429, "RATE_LIMITED", "Too many requests", [], "tooManyRequests");
    // The account's upload limit says what was limited and that waiting helps.
    expect(uploadErrorText(en, limited)).toBe(
      "You have uploaded many photos in the last few minutes. Please wait a few minutes, then add this one again.",
    );
    expect(uploadErrorText(de, limited)).not.toContain("You have uploaded");
  });
});
