// Accounts the browser-test server is seeded with.
export const E2E_ADMIN = {
  email: "admin@e2e.villa.test",
  password: "E2e-Admin-Password-1",
} as const;
