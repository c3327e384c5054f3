import { globSync, readFileSync } from "node:fs";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

// Unit, domain, component and API tests (browser journeys live in tests/e2e and run under Playwright).
// Component tests (*.component.test.tsx) render one React component in happy-dom with Testing Library.
// The API suites run once per database kind: always on PGlite, and also on a real PostgreSQL
// server when TEST_DATABASE_URL is set; test-app.ts reads TEST_DB_KIND to pick one.
const serverSuites = ["tests/server/**/*.test.ts"];
const componentSuites = ["tests/**/*.component.test.tsx"];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Server suites that never open a database (parsers, mail text, config) would only run again on PostgreSQL.
const databaseFreeSuites = globSync("tests/server/**/*.test.ts").filter(
  (file) => !/test-app\.ts|TEST_DB_KIND/.test(readFileSync(file, "utf8")),
);
// Unit files that swap modules (vi.doMock, vi.resetModules) get a fresh module graph each; the other unit files
// share their worker's, which halves the unit tier's time (most of it was importing the same modules again per
// file). Globals they stub are restored after each test.
const moduleSwappingSuites = [
  "tests/web/auth-route-guard.test.ts",
  "tests/web/auth-session-check.test.ts",
  "tests/web/outbox-size.test.ts",
];

export default defineConfig({
  // Web modules under test use Lingui macros and import PO catalogs, as in the app build.
  plugins: [lingui({ macroTransform: true })],
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One more worker than this 2-core machine's cores: the API suites wait on PostgreSQL, child servers and disk
    // often enough that a third fills the gaps (bench/RESULTS.md: 167 s with 2, 142 s with 3, 147 s with 4).
    maxWorkers: 3,
    // Each project inherits this config: its plugins, timeouts and worker count.
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
          exclude: ["tests/e2e/**", ...serverSuites, ...componentSuites, ...moduleSwappingSuites, "node_modules/**"],
          isolate: false,
        },
      },
      {
        test: { name: "unit-isolated", include: moduleSwappingSuites },
      },
      {
        test: {
          name: "component",
          include: componentSuites,
          environment: "happy-dom",
          // Relative API paths (/api/...) resolve against this origin, as in the app.
          environmentOptions: { happyDOM: { url: "http://localhost:3000/en" } },
          setupFiles: ["tests/components/setup.ts"],
        },
      },
      {
        test: { name: "server-pglite", include: serverSuites, env: { TEST_DB_KIND: "pglite" } },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: "server-postgres",
                include: serverSuites,
                exclude: databaseFreeSuites,
                env: { TEST_DB_KIND: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
