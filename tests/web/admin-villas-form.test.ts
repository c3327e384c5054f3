// The villa edit form ↔ PUT body (SPEC 5 "Admin villa edit"): the values from a villa, which fields changed,
// the domain checks on them (required fields, price, counts with empty → 1) and the trimmed, typed payload.
import { describe, expect, it } from "vitest";
import type { Villa } from "../../src/domain/schemas/villa.ts";
import {
  changedFields,
  checkVillaForm,
  fieldIssues,
  firstField,
  formValuesOf,
  villaUpdatePayload,
  type VillaFormValues,
} from "../../src/web/features/admin/villas/edit/villa-form-values.ts";

const VILLA: Villa = {
  id: "0b7c3f0e-5d7a-4a53-9f3e-2a4f2c1d9e10",
  ownerId: "7f1d2a9e-1c3b-4e5f-8a9b-0c1d2e3f4a5b",
  title: "Luxury Red Sea Villa",
  description: "By the sea.",
  address: "Villa No. 276",
  city: "Hurghada",
  country: "Egypt",
  pricePerNight: 150,
  maxGuests: 10,
  bedrooms: 4,
  bathrooms: 3,
  amenities: ["wifi", "pool"],
  // A seeded villa's own site pictures: not an http(s) URL, yet untouched they must not block a save.
  images: ["/images/villa/1.jpg", "/images/villa/2.jpg"],
  status: "AVAILABLE",
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const original = formValuesOf(VILLA);
const edit = (changes: Partial<VillaFormValues>): VillaFormValues => ({ ...original, ...changes });
const rules = (values: VillaFormValues) => checkVillaForm(original, values).map((issue) => issue.rule);

describe("form values", () => {
  it("start from the villa, numbers as text and no description as empty", () => {
    expect(original).toMatchObject({
      pricePerNight: "150",
      bedrooms: "4",
      bathrooms: "3",
      maxGuests: "10",
      description: "By the sea.",
    });
    expect(formValuesOf({ ...VILLA, description: null }).description).toBe("");
  });

  it("copy the lists, so editing the form never changes the cached villa", () => {
    expect(original.images).not.toBe(VILLA.images);
    expect(original.amenities).not.toBe(VILLA.amenities);
  });
});

describe("what changed", () => {
  it("is nothing for the villa as loaded, or written differently", () => {
    expect(changedFields(original, original)).toEqual([]);
    expect(changedFields(original, edit({ title: "  Luxury Red Sea Villa ", pricePerNight: "150.00" }))).toEqual([]);
    expect(changedFields(original, edit({ amenities: ["pool", "wifi"] }))).toEqual([]);
  });

  it("counts an emptied count as 1 (SPEC 5)", () => {
    expect(changedFields(original, edit({ bedrooms: "" }))).toEqual(["bedrooms"]);
    const one = formValuesOf({ ...VILLA, bathrooms: 1 });
    expect(changedFields(one, { ...one, bathrooms: "" })).toEqual([]);
  });

  it("sees a new picture order as a change", () => {
    expect(changedFields(original, edit({ images: [...VILLA.images].reverse() }))).toEqual(["images"]);
  });
});

describe("checks (SPEC 5)", () => {
  it("pass a valid change even when untouched fields hold older values", () => {
    expect(checkVillaForm(original, edit({ description: "By the sea. Renovated 2026." }))).toEqual([]);
  });

  it("require title, address and city", () => {
    for (const field of ["title", "address", "city"] as const) {
      const [issue] = checkVillaForm(original, edit({ [field]: "   " }));
      expect(issue).toMatchObject({
        rule: "villaFieldsMissing",
        message: "Please fill in title, address, and city",
        title: "Missing required fields",
      });
    }
  });

  it("mark every blank required field, with the first in form order", () => {
    const values = edit({ title: "", city: "" });
    const marked = fieldIssues(checkVillaForm(original, values), values);
    expect(Object.keys(marked).sort()).toEqual(["city", "title"]);
    expect(firstField(marked)).toBe("title");
  });

  it("want a price greater than 0", () => {
    for (const price of ["0", "-5", ""]) {
      const [issue] = checkVillaForm(original, edit({ pricePerNight: price }));
      expect(issue).toMatchObject({
        rule: "priceInvalid",
        message: "Price must be greater than 0",
        title: "Invalid price",
      });
    }
    expect(rules(edit({ pricePerNight: "0.01" }))).toEqual([]);
    expect(rules(edit({ pricePerNight: "99.999" }))).toEqual(["priceInvalid"]);
  });

  it("keep bedrooms and bathrooms within 1 to 20 and guests within 1 to 50", () => {
    expect(rules(edit({ bedrooms: "0" }))).toEqual(["bedroomsInvalid"]);
    expect(rules(edit({ bedrooms: "21" }))).toEqual(["bedroomsInvalid"]);
    expect(rules(edit({ bathrooms: "21" }))).toEqual(["bathroomsInvalid"]);
    expect(rules(edit({ bedrooms: "2.5" }))).toEqual(["bedroomsInvalid"]);
    expect(rules(edit({ maxGuests: "51" }))).toEqual(["maxGuestsInvalid"]);
    expect(rules(edit({ maxGuests: "0" }))).toEqual(["maxGuestsInvalid"]);
    expect(rules(edit({ bedrooms: "20", bathrooms: "1", maxGuests: "50" }))).toEqual([]);
    expect(rules(edit({ bedrooms: "", bathrooms: "", maxGuests: "" }))).toEqual([]);
  });

  it("check a touched picture list in full", () => {
    expect(rules(edit({ images: [...VILLA.images, "https://images.example.com/new.jpg"] }))).toEqual([]);
    expect(rules(edit({ images: [...VILLA.images, "ftp://images.example.com/new.jpg"] }))).toEqual(["imageUrlInvalid"]);
    expect(rules(edit({ images: ["https://images.example.com/new.jpg"] }))).toEqual([]);
  });
});

describe("the PUT body", () => {
  it("holds only the changed fields, trimmed and typed", () => {
    const payload = villaUpdatePayload(
      original,
      edit({
        title: "  New title  ",
        pricePerNight: "180.5",
        bedrooms: "",
        maxGuests: "8",
        isActive: false,
        status: "MAINTENANCE",
      }),
    );
    expect(payload).toEqual({
      title: "New title",
      pricePerNight: 180.5,
      bedrooms: 1,
      maxGuests: 8,
      isActive: false,
      status: "MAINTENANCE",
    });
  });

  it("trims the description and clears an emptied one; an unchanged empty one is left out", () => {
    expect(villaUpdatePayload(original, edit({ description: "  Fresh text \n" }))).toEqual({
      description: "Fresh text",
    });
    expect(villaUpdatePayload(original, edit({ description: "   " }))).toEqual({ description: null });
    const empty = formValuesOf({ ...VILLA, description: null });
    expect(villaUpdatePayload(empty, { ...empty, title: "T" })).toEqual({ title: "T" });
  });

  it("sends the lists as they now are", () => {
    const images = ["https://images.example.com/a.jpg"];
    expect(villaUpdatePayload(original, edit({ images, amenities: ["wifi", "pool", "bbq"] }))).toEqual({
      images,
      amenities: ["wifi", "pool", "bbq"],
    });
  });

  it("is empty when nothing changed", () => {
    expect(villaUpdatePayload(original, edit({ title: "Luxury Red Sea Villa " }))).toEqual({});
  });
});
