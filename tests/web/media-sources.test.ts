// An uploaded photo's files (ui/media-sources.ts): three widths as WebP and JPEG for a <picture>, the 1600 px ones
// never offered to a phone-sized screen, and any other address left alone.
import { describe, expect, it } from "vitest";
import { mediaIdOfSitePath } from "../../src/domain/media.ts";
import { MEDIA_WIDTHS, mediaSources, PHONE_MEDIA_QUERY } from "../../src/web/ui/media-sources.ts";

const ID = "0b7c6a52-3f1e-4d2a-9c8b-7e6f5a4b3c2d";

describe("mediaSources", () => {
  it("offers every width as WebP, and the phone only the two smaller ones", () => {
    const picture = mediaSources(`/media/${ID}/1600.jpg`);
    expect(picture?.sources).toEqual([
      {
        type: "image/webp",
        media: PHONE_MEDIA_QUERY,
        srcSet: `/media/${ID}/480.webp 480w, /media/${ID}/960.webp 960w`,
      },
      {
        type: "image/webp",
        srcSet: `/media/${ID}/480.webp 480w, /media/${ID}/960.webp 960w, /media/${ID}/1600.webp 1600w`,
      },
      {
        type: "image/jpeg",
        media: PHONE_MEDIA_QUERY,
        srcSet: `/media/${ID}/480.jpg 480w, /media/${ID}/960.jpg 960w`,
      },
    ]);
    expect(picture?.srcSet).toBe(`/media/${ID}/480.jpg 480w, /media/${ID}/960.jpg 960w, /media/${ID}/1600.jpg 1600w`);
    expect(picture?.src).toBe(`/media/${ID}/960.jpg`);
  });

  it("reads any width or format of the same photo as that photo", () => {
    for (const width of MEDIA_WIDTHS) {
      expect(mediaIdOfSitePath(`/media/${ID}/${width}.webp`)).toBe(ID);
      expect(mediaIdOfSitePath(`/media/${ID}/${width}.jpg`)).toBe(ID);
    }
  });

  it("leaves every other address as it is", () => {
    for (const url of [
      "/images/villa/1.jpg",
      "https://photos.example/media/pool.jpg",
      `https://elsewhere.example/media/${ID}/1600.jpg`,
      `/media/${ID}/1600.png`,
      `/media/${ID}/../1600.jpg`,
      "/media/not-a-uuid/1600.jpg",
      // The server names its files in lower case only.
      `/media/${ID.toUpperCase()}/1600.jpg`,
    ]) {
      expect(mediaSources(url)).toBeUndefined();
    }
  });
});
