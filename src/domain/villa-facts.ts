// The villa as the marketing pages describe it (SPEC 1 content facts): the figures the prerendered pages print and
// the home page's guest choice offers, and the villa the first start seeds. One source, so the home page never offers
// more guests than the booking page, which reads the seeded villa, accepts.
export const VILLA_FACTS = {
  bedrooms: 4,
  bathrooms: 3,
  maxGuests: 10,
  metresToBeach: 50,
} as const;
