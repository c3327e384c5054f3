// Accounts the browser-test server is seeded with.
export const E2E_ADMIN = {
  email: "admin@e2e.villa.test",
  password: "E2e-Admin-Password-1",
} as const;

/** A host who owns a second villa (tests/e2e/seed-host.ts): the back office scoped to their own villa. */
export const E2E_HOST = {
  email: "host@e2e.villa.test",
  password: "E2e-Host-Password-1",
  fullName: "Hana Host",
  villaTitle: "Hana's Garden Villa — El Gouna",
} as const;

/** A guest whose stays are over but still CONFIRMED (tests/e2e/seed-past-stays.ts): the back office completes them. */
export const E2E_PAST_GUEST = {
  email: "past-stays@e2e.villa.test",
  password: "E2e-Past-Guest-Password-1",
  fullName: "Farid Finished",
} as const;
