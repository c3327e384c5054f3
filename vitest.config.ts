import { defineConfig } from "vitest/config";

// Unit, domain and API tests. Browser journeys live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; keep the API suites from fighting over 2 cores.
    maxWorkers: 2,
  },
});
