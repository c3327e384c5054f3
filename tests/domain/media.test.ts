// Uploaded photos' URLs: the srcsets a page derives from the one URL a villa stores.
import { describe, expect, it } from "vitest";
import {
  MEDIA_WIDTHS,
  mediaAltBodySchema,
  mediaIdOfUrl,
  mediaMainUrl,
  mediaUrl,
  mediaVariantSize,
} from "../../src/domain/index.ts";

const ID = "3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b";

describe("media URLs", () => {
  it("has three widths, the largest JPEG being the stored URL", () => {
    expect([...MEDIA_WIDTHS]).toEqual([480, 960, 1600]);
    expect(mediaMainUrl(ID)).toBe(`/media/${ID}/1600.jpg`);
    expect(mediaUrl(ID, 480, "webp")).toBe(`/media/${ID}/480.webp`);
  });

  it.each([
    `/media/${ID}/1600.jpg`,
    `/media/${ID}/480.webp`,
    `https://villa.example/media/${ID}/960.jpg`,
    `  /media/${ID}/960.jpg `,
  ])("recognises %s", (url) => {
    expect(mediaIdOfUrl(url)).toBe(ID);
  });

  it.each([
    "/images/villa/1.jpg",
    "https://images.example/photo.jpg",
    `/media/${ID}/1200.jpg`,
    `/media/${ID}/1600.png`,
    `/media/${ID}/1600.jpg?x=1`,
    `/media/${ID.toUpperCase()}/1600.jpg`,
    `/media/../${ID}/1600.jpg`,
    `/media/not-a-uuid/1600.jpg`,
    `/other/media/${ID}/1600.jpg`,
    `javascript:/media/${ID}/1600.jpg`,
  ])("does not take %s for an upload", (url) => {
    expect(mediaIdOfUrl(url)).toBeNull();
  });

  it("never enlarges: a small photo repeats its own size", () => {
    expect(mediaVariantSize({ width: 4000, height: 3000 }, 480)).toEqual({ width: 480, height: 360 });
    expect(mediaVariantSize({ width: 800, height: 600 }, 1600)).toEqual({ width: 800, height: 600 });
    expect(mediaVariantSize({ width: 3000, height: 4000 }, 960)).toEqual({ width: 960, height: 1280 });
  });
});

describe("alternative texts", () => {
  it("trims each language and fills the missing ones with empty text", () => {
    expect(mediaAltBodySchema.parse({ alt: { en: "  The pool at dusk ", fr: "La piscine" } })).toEqual({
      alt: { en: "The pool at dusk", fr: "La piscine", ru: "", de: "" },
    });
  });

  it("refuses a text over 200 characters", () => {
    expect(mediaAltBodySchema.safeParse({ alt: { en: "x".repeat(201) } }).success).toBe(false);
    expect(mediaAltBodySchema.safeParse({ alt: { en: ` ${"x".repeat(200)} ` } }).success).toBe(true);
  });
});
