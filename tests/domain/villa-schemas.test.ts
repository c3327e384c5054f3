// SPEC 5 admin villa edit, image adding, villa search query; the villa entity schema.
import { describe, expect, it } from "vitest";
import {
  AMENITIES,
  AMENITY_GROUPS,
  checkImageToAdd,
  checkPriceRange,
  checkVillaEdit,
  POPULAR_AMENITIES,
  villaCreateBodySchema,
  villaListQuerySchema,
  villaSchema,
  villaUpdateBodySchema,
} from "../../src/domain/index.ts";
import { issuesOf, parsed } from "./helpers.ts";

const form = { title: "Red Sea Villa", address: "North Hurghada", city: "Hurghada", pricePerNight: 250 };
const paths = (pairs: [string, string][]) => pairs.map(([p]) => p);

describe("amenity catalogue", () => {
  it("has SPEC's 20 search keys, grouped once each, with the popular five", () => {
    expect(AMENITIES).toHaveLength(20);
    const grouped = Object.values(AMENITY_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...AMENITIES].sort());
    expect([...POPULAR_AMENITIES]).toEqual(["wifi", "pool", "parking", "kitchen", "air_conditioning"]);
  });
});

describe("checkVillaEdit", () => {
  it("accepts a minimal villa", () => {
    expect(checkVillaEdit(form)).toEqual([]);
  });

  it.each(["title", "address", "city"] as const)("%s blank → Missing required fields", (field) => {
    expect(checkVillaEdit({ ...form, [field]: "  " })).toEqual([
      {
        path: field,
        rule: "villaFieldsMissing",
        title: "Missing required fields",
        message: "Please fill in title, address, and city",
      },
    ]);
  });

  it.each([0, -1, "", "abc"])("price %j → Invalid price", (price) => {
    expect(checkVillaEdit({ ...form, pricePerNight: price })).toEqual([
      { path: "pricePerNight", rule: "priceInvalid", title: "Invalid price", message: "Price must be greater than 0" },
    ]);
  });

  it("accepts a price in steps of 0.01 only", () => {
    expect(checkVillaEdit({ ...form, pricePerNight: 0.01 })).toEqual([]);
    expect(checkVillaEdit({ ...form, pricePerNight: 99.99 })).toEqual([]);
    expect(checkVillaEdit({ ...form, pricePerNight: "150.5" })).toEqual([]);
    expect(checkVillaEdit({ ...form, pricePerNight: 99.999 }).map((i) => i.message)).toEqual([
      "Price can have at most 2 decimal places",
    ]);
  });

  it("keeps rooms within 1..20 and guests within 1..50, empty becoming 1", () => {
    expect(checkVillaEdit({ ...form, bedrooms: 20, bathrooms: 1, maxGuests: 50 })).toEqual([]);
    expect(checkVillaEdit({ ...form, bedrooms: "", bathrooms: null, maxGuests: "" })).toEqual([]);
    expect(
      checkVillaEdit({ ...form, bedrooms: 21, bathrooms: 0, maxGuests: 51 }).map((i) => [i.path, i.message]),
    ).toEqual([
      ["bedrooms", "Bedrooms must be between 1 and 20"],
      ["bathrooms", "Bathrooms must be between 1 and 20"],
      ["maxGuests", "Max guests must be between 1 and 50"],
    ]);
    expect(checkVillaEdit({ ...form, bedrooms: 2.5 }).map((i) => i.rule)).toEqual(["bedroomsInvalid"]);
  });

  it("refuses a city outside the list", () => {
    expect(checkVillaEdit({ ...form, city: "Cairo" }).map((i) => i.rule)).toEqual(["cityInvalid"]);
  });

  it("bounds texts, amenities and images", () => {
    const issues = checkVillaEdit({
      ...form,
      title: "t".repeat(201),
      address: "a".repeat(301),
      description: "d".repeat(5001),
      amenities: Array.from({ length: 101 }, (_, i) => `a${i}`),
      images: ["javascript:alert(1)"],
    });
    expect(issues.map((i) => i.rule)).toEqual([
      "titleTooLong",
      "addressTooLong",
      "descriptionTooLong",
      "tooManyAmenities",
      "imageUrlInvalid",
    ]);
    expect(checkVillaEdit({ ...form, amenities: ["Wi-Fi"] }).map((i) => i.rule)).toEqual(["amenityInvalid"]);
    expect(checkVillaEdit({ ...form, amenities: ["private_pool", "sea_view"] })).toEqual([]);
    expect(
      checkVillaEdit({ ...form, images: ["https://a.example/1.jpg", "https://a.example/1.jpg"] }).map((i) => i.rule),
    ).toEqual(["imageDuplicate"]);
  });

  it("in partial mode checks only what is sent", () => {
    expect(checkVillaEdit({ pricePerNight: 300 }, { partial: true })).toEqual([]);
    expect(checkVillaEdit({ title: "" }, { partial: true }).map((i) => i.rule)).toEqual(["villaFieldsMissing"]);
    expect(checkVillaEdit({ pricePerNight: 300 }).map((i) => i.rule)).toEqual(["villaFieldsMissing"]);
  });
});

describe("checkImageToAdd", () => {
  it("follows SPEC 5's messages", () => {
    expect(checkImageToAdd("  ", [])?.message).toBe("Please enter an image URL");
    expect(checkImageToAdd("https://img.example/a.jpg", ["https://img.example/a.jpg"])?.message).toBe(
      "This image is already added",
    );
    expect(checkImageToAdd("ftp://img.example/a.jpg", [])?.rule).toBe("imageUrlInvalid");
    expect(checkImageToAdd(`https://img.example/${"a".repeat(2048)}`, [])?.rule).toBe("imageUrlInvalid");
    expect(checkImageToAdd(" https://img.example/b.jpg ", ["https://img.example/a.jpg"])).toBeNull();
  });

  it("accepts the site's own pictures by path, but not a protocol-relative address", () => {
    expect(checkImageToAdd("/images/villa/1.jpg", [])).toBeNull();
    expect(checkImageToAdd("//evil.example/a.jpg", [])?.rule).toBe("imageUrlInvalid");
    expect(checkImageToAdd("/images/with space.jpg", [])?.rule).toBe("imageUrlInvalid");
  });
});

describe("villaCreateBodySchema", () => {
  it("fills SPEC 9 defaults, trims, and drops an empty description and unknown fields", () => {
    expect(
      parsed(villaCreateBodySchema, { ...form, title: "  Red Sea Villa ", description: "  ", ownerId: "x", id: "y" }),
    ).toEqual({
      title: "Red Sea Villa",
      address: "North Hurghada",
      city: "Hurghada",
      country: "Egypt",
      pricePerNight: 250,
      maxGuests: 1,
      bedrooms: 1,
      bathrooms: 1,
      amenities: [],
      images: [],
      status: "AVAILABLE",
      isActive: true,
    });
  });

  it("turns empty counts into 1", () => {
    const v = parsed(villaCreateBodySchema, { ...form, bedrooms: "", bathrooms: null, maxGuests: 10 });
    expect([v.bedrooms, v.bathrooms, v.maxGuests]).toEqual([1, 1, 10]);
  });

  it("uses SPEC's messages for missing fields and a bad price", () => {
    expect(issuesOf(villaCreateBodySchema, { pricePerNight: 100 })).toEqual([
      ["title", "Please fill in title, address, and city"],
      ["address", "Please fill in title, address, and city"],
      ["city", "Please fill in title, address, and city"],
    ]);
    expect(issuesOf(villaCreateBodySchema, { ...form, pricePerNight: 0 })).toEqual([
      ["pricePerNight", "Price must be greater than 0"],
    ]);
    expect(issuesOf(villaCreateBodySchema, { ...form, pricePerNight: "100" })).toEqual([
      ["pricePerNight", "Price must be greater than 0"],
    ]);
  });

  it("refuses a non-http image and an unknown status", () => {
    expect(paths(issuesOf(villaCreateBodySchema, { ...form, images: ["data:image/png;base64,AAA"] }))).toEqual([
      "images",
    ]);
    expect(paths(issuesOf(villaCreateBodySchema, { ...form, status: "DELETED" }))).toEqual(["status"]);
  });
});

describe("villaUpdateBodySchema", () => {
  it("needs at least one known field", () => {
    expect(issuesOf(villaUpdateBodySchema, {})).toEqual([["", "Update data is required"]]);
    expect(issuesOf(villaUpdateBodySchema, { ownerId: "someone-else" })).toEqual([["", "Update data is required"]]);
  });

  it("keeps only what was sent, with no defaults", () => {
    expect(parsed(villaUpdateBodySchema, { pricePerNight: 320.5, isActive: false })).toEqual({
      pricePerNight: 320.5,
      isActive: false,
    });
  });

  it("clears the description when sent empty", () => {
    expect(parsed(villaUpdateBodySchema, { description: " " })).toEqual({ description: null });
    expect(parsed(villaUpdateBodySchema, { description: " Sea view " })).toEqual({ description: "Sea view" });
  });

  it("still refuses blank required fields and a bad price", () => {
    expect(issuesOf(villaUpdateBodySchema, { title: " ", pricePerNight: -5 })).toEqual([
      ["title", "Please fill in title, address, and city"],
      ["pricePerNight", "Price must be greater than 0"],
    ]);
  });
});

describe("checkPriceRange", () => {
  it.each([
    [undefined, undefined, true],
    [0, 0, true],
    [100, 500, true],
    [500, 500, true],
    [600, 500, false],
    [-1, undefined, false],
    [undefined, -1, false],
  ])("min %j max %j ok=%j", (min, max, ok) => {
    const result = checkPriceRange(min, max);
    expect(result === null).toBe(ok);
    if (!ok) expect(result?.message).toBe("Invalid price range");
  });
});

describe("villaListQuerySchema", () => {
  it("coerces query strings", () => {
    expect(
      parsed(villaListQuerySchema, {
        page: "2",
        limit: "1",
        amenities: "wifi, pool,,",
        checkIn: "2026-07-01",
        checkOut: "2026-07-05",
        city: "Hurghada",
        maxGuests: "4",
        status: "AVAILABLE",
        isActive: "false",
        minPrice: "100",
        maxPrice: "900.5",
      }),
    ).toEqual({
      page: 2,
      limit: 1,
      amenities: ["wifi", "pool"],
      checkIn: "2026-07-01",
      checkOut: "2026-07-05",
      city: "Hurghada",
      maxGuests: 4,
      status: "AVAILABLE",
      isActive: false,
      minPrice: 100,
      maxPrice: 900.5,
    });
  });

  it("treats empty values as absent", () => {
    expect(parsed(villaListQuerySchema, { minPrice: "", maxGuests: "", status: "", checkIn: "" })).toEqual({
      page: 1,
      limit: 10,
    });
  });

  it("uses SPEC's messages", () => {
    expect(issuesOf(villaListQuerySchema, { amenities: "" })).toEqual([
      ["amenities", "At least one amenity is required"],
    ]);
    expect(issuesOf(villaListQuerySchema, { minPrice: "500", maxPrice: "100" })).toEqual([
      ["minPrice", "Invalid price range"],
    ]);
    expect(issuesOf(villaListQuerySchema, { minPrice: "-1" })).toEqual([["minPrice", "Invalid price range"]]);
    expect(issuesOf(villaListQuerySchema, { checkIn: "2026-07-05", checkOut: "2026-07-01" })).toEqual([
      ["checkOut", "Check-out date must be after check-in date"],
    ]);
    expect(issuesOf(villaListQuerySchema, { checkIn: "07/01/2026", checkOut: "2026-07-05" })).toEqual([
      ["checkIn", "Invalid check-in date format"],
    ]);
  });

  it("requires both dates when one is given and allows long searches", () => {
    expect(issuesOf(villaListQuerySchema, { checkIn: "2026-07-01" })).toEqual([
      ["checkOut", "Invalid check-out date format"],
    ]);
    expect(issuesOf(villaListQuerySchema, { checkIn: "2026-07-01", checkOut: "2027-12-01" })).toEqual([]);
  });

  it("refuses bad filters", () => {
    expect(paths(issuesOf(villaListQuerySchema, { amenities: "wifi,<script>" }))).toEqual(["amenities"]);
    expect(paths(issuesOf(villaListQuerySchema, { city: "Cairo" }))).toEqual(["city"]);
    expect(paths(issuesOf(villaListQuerySchema, { maxGuests: "0" }))).toEqual(["maxGuests"]);
    expect(paths(issuesOf(villaListQuerySchema, { limit: "500" }))).toEqual(["limit"]);
  });
});

describe("villaSchema", () => {
  const villa = {
    id: "5b8f6f2e-4c1c-4a55-9f0e-0a6a3f1d2c11",
    ownerId: "00000000-0000-0000-0000-000000000001",
    title: "Red Sea Villa",
    description: null,
    address: "North Hurghada",
    city: "Hurghada",
    country: "Egypt",
    pricePerNight: 250,
    maxGuests: 10,
    bedrooms: 5,
    bathrooms: 4,
    amenities: ["wifi"],
    images: [],
    status: "AVAILABLE",
    isActive: true,
    createdAt: "2026-01-01T10:00:00.000Z",
    updatedAt: "2026-01-01T10:00:00.000Z",
  };
  it("accepts what the server maps from a row", () => {
    expect(parsed(villaSchema, villa)).toEqual(villa);
  });
  it("expects timestamps as ISO strings", () => {
    expect(paths(issuesOf(villaSchema, { ...villa, createdAt: "yesterday" }))).toEqual(["createdAt"]);
  });
});
