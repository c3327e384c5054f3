import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Who may import whom (DESIGN 3, STYLE "bulletproof-react"): web and server import the domain, never each other;
// a feature never imports another feature, what two share moves down to a shared layer; shared layers never
// import features or the wiring. The wiring (src/web/app, the file routes and their generated tree) may import
// everything in src/web. Folders are read from disk, so a new feature or shared folder is covered at once.
const ROOT = fileURLToPath(new URL(".", import.meta.url));
const WEB = "src/web";
const WIRING = new Set(["app", "routes", "routeTree.gen.ts"]);
const webEntries = readdirSync(`${ROOT}/${WEB}`, { withFileTypes: true }).filter(
  (entry) => !/\.(css|d\.ts)$/.test(entry.name),
);
const features = readdirSync(`${ROOT}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedLayers = webEntries
  .filter((entry) => entry.name !== "features" && !WIRING.has(entry.name))
  .map((entry) => `./${WEB}/${entry.name}`);
const importZones = [
  {
    target: "./src/domain",
    from: "./src",
    except: ["./domain"],
    message: "The domain is shared by browser and server: it imports only the domain.",
  },
  {
    target: "./src/server",
    from: `./${WEB}`,
    message: "The server never imports web code; share it through src/domain.",
  },
  {
    target: `./${WEB}`,
    from: "./src/server",
    message: "Web code never imports the server; share it through src/domain.",
  },
  ...features.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message: "A feature never imports another feature: move what both use down to src/web/shared (or ui/, auth/...).",
  })),
  {
    target: sharedLayers,
    from: [`./${WEB}/features`, `./${WEB}/app`, `./${WEB}/routes`, `./${WEB}/routeTree.gen.ts`],
    message:
      "Shared layers never import features or the wiring (src/web/app, routes): the wiring hands features to them.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "src/web/routeTree.gen.ts",
      "locales/**/*.ts",
      "locales/**/*.js",
      "test-results",
      "playwright-report",
      "data",
      "bench/.out",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    // Type-only imports cross a boundary as much as value imports do, so they are resolved and checked too.
    settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })] },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: importZones }] },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The domain is shared by browser and server: no I/O, no platform imports.
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["node:*", "fastify*", "react*", "drizzle-orm*", "../server/*", "../web/*"] },
      ],
    },
  },
);
