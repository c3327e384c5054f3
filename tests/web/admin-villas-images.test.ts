// The villa edit form's picture list (SPEC 2, SPEC 5): add with the empty and duplicate warnings, remove, and
// move one place up or down, make one the cover, and an uploaded photo's address joining the list; the first
// picture is the cover.
import { describe, expect, it } from "vitest";
import { VILLA_MESSAGES } from "../../src/domain/schemas/villa.ts";
import {
  addImage,
  appendImage,
  makeCover,
  moveImage,
  removeImage,
} from "../../src/web/features/admin/villas/edit/image-list.ts";
import { ruleText } from "../../src/web/i18n/rule-text.ts";
import { i18nFor } from "./lingui-catalog.ts";

const A = "https://images.example.com/a.jpg";
const B = "https://images.example.com/b.jpg";
const C = "https://images.example.com/c.jpg";

describe("adding a picture", () => {
  it("appends the trimmed address", () => {
    expect(addImage([A], `  ${B}  `)).toEqual({ ok: true, images: [A, B] });
  });

  it("refuses an empty address with SPEC 5's warning", () => {
    for (const raw of ["", "   "]) {
      const result = addImage([A], raw);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issue.message).toBe("Please enter an image URL");
    }
  });

  it("refuses a picture already in the list, also when typed with spaces", () => {
    const result = addImage([A, B], ` ${B}`);
    expect(result).toMatchObject({
      ok: false,
      issue: { rule: "imageDuplicate", message: "This image is already added" },
    });
  });

  it("refuses an address that is not http(s)", () => {
    expect(addImage([], "javascript:alert(1)")).toMatchObject({ ok: false, issue: { rule: "imageUrlInvalid" } });
    expect(addImage([], "not a url")).toMatchObject({ ok: false, issue: { rule: "imageUrlInvalid" } });
  });

  it("never changes the list it was given", () => {
    const images = [A];
    addImage(images, B);
    expect(images).toEqual([A]);
  });

  it("words the warnings in the page's language", async () => {
    const de = await i18nFor("de");
    expect(ruleText(de, VILLA_MESSAGES.imageUrlRequired)).not.toBe(VILLA_MESSAGES.imageUrlRequired);
    expect(ruleText(de, VILLA_MESSAGES.imageDuplicate)).not.toBe(VILLA_MESSAGES.imageDuplicate);
  });
});

describe("removing and moving pictures", () => {
  it("removes the picture at a position", () => {
    expect(removeImage([A, B, C], 1)).toEqual([A, C]);
    expect(removeImage([A, B, C], 0)).toEqual([B, C]);
    expect(removeImage([A], 5)).toEqual([A]);
  });

  it("moves a picture one place up or down; the new first becomes the cover", () => {
    expect(moveImage([A, B, C], 1, -1)).toEqual([B, A, C]);
    expect(moveImage([A, B, C], 1, 1)).toEqual([A, C, B]);
  });

  it("leaves the order as it is at either end", () => {
    expect(moveImage([A, B, C], 0, -1)).toEqual([A, B, C]);
    expect(moveImage([A, B, C], 2, 1)).toEqual([A, B, C]);
  });
});

describe("the cover and uploaded photos", () => {
  it("makes a picture the cover, the others keeping their order", () => {
    expect(makeCover([A, B, C], 2)).toEqual([C, A, B]);
    expect(makeCover([A, B, C], 1)).toEqual([B, A, C]);
    expect(makeCover([A, B, C], 0)).toEqual([A, B, C]);
    expect(makeCover([A, B], 7)).toEqual([A, B]);
  });

  it("adds an uploaded photo at the end, once", () => {
    const photo = "/media/0b7c6a52-3f1e-4d2a-9c8b-7e6f5a4b3c2d/1600.jpg";
    expect(appendImage([A], photo)).toEqual([A, photo]);
    expect(appendImage([A, photo], photo)).toEqual([A, photo]);
  });
});
