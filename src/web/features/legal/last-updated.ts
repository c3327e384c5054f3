// The date each legal text last changed in substance: update it with the text, never on a rebuild.
export const LAST_UPDATED = {
  privacy: "2026-11-22",
  terms: "2026-11-22",
  cookies: "2026-11-22",
  accessibility: "2026-11-22",
} as const;
