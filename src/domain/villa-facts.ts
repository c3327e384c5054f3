// The villa as the marketing pages describe it (SPEC 1 content facts): the figures and pictures the prerendered pages
// print, and the villa the first start seeds. The pages print the main villa's own (SiteVilla, issue 21): the
// server renders them again once the owner's villa differs from these, so the home page never offers more guests
// than the booking page accepts, and the owner's photos replace the shipped ones.
export const VILLA_FACTS = {
  bedrooms: 4,
  bathrooms: 3,
  maxGuests: 10,
  metresToBeach: 50,
} as const;

/** SPEC 1's "from 150 euro per night": the seeded villa's flat nightly rate, the lowest of its coming year. */
export const MARKETING_PRICE_EUR = 150;

/** The shipped photographs, the seeded villa's pictures. */
export const SEEDED_PICTURES = [
  "/images/villa/1.jpg",
  "/images/villa/2.jpg",
  "/images/villa/3.jpg",
  "/images/villa/4.jpg",
  "/images/villa/5.jpg",
] as const;

/** What a public page prints of the site's main villa: the fields of the public villa object it reads. */
export interface SiteVilla {
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  /** Its pictures, the cover first. */
  images: string[];
  /** For each picture, the owner's description in `language` ("" when none: the page describes it itself). */
  imageAlts: string[];
  /** The language of `imageAlts`. */
  language: string;
  /** The lowest nightly rate of the coming year (rates/lowest-rate.ts), the teaser's "from € N per night". */
  fromPrice: number;
}

/** The main villa a fresh install seeds, as the build prints it in `language`. */
export function defaultSiteVilla(language: string): SiteVilla {
  const { bedrooms, bathrooms, maxGuests } = VILLA_FACTS;
  return {
    bedrooms,
    bathrooms,
    maxGuests,
    images: [...SEEDED_PICTURES],
    imageAlts: SEEDED_PICTURES.map(() => ""),
    language,
    fromPrice: MARKETING_PRICE_EUR,
  };
}

/** The printed fields of a public villa object, in one order, so equal villas print and compare the same. */
export function siteVillaOf(
  villa: Pick<SiteVilla, "bedrooms" | "bathrooms" | "maxGuests" | "images" | "fromPrice"> & { imageAlts?: string[] },
  language: string,
): SiteVilla {
  const { bedrooms, bathrooms, maxGuests, images, fromPrice } = villa;
  return {
    bedrooms,
    bathrooms,
    maxGuests,
    images: [...images],
    imageAlts: images.map((_, index) => villa.imageAlts?.[index] ?? ""),
    language,
    fromPrice,
  };
}

/** A villa's pictures to show: its own, or the shipped cover when it has none (a gallery is never empty). */
export function picturesToShow(images: readonly string[]): readonly string[] {
  return images.length > 0 ? images : [SEEDED_PICTURES[0]];
}

/** The `index`th picture of the villa for a page's decoration, going round the pictures it shows. */
export function sitePicture(villa: Pick<SiteVilla, "images">, index: number): string {
  const pictures = picturesToShow(villa.images);
  return pictures[index % pictures.length]!;
}
