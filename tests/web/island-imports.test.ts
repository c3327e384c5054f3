// The build's check of what an island may import (build/island-imports.ts), on a module graph made up for the test.
import { describe, expect, it } from "vitest";
import { FORBIDDEN_IN_DATA_ISLANDS, FORBIDDEN_IN_ISLANDS, forbiddenIslandImports } from "../../build/island-imports.ts";

const GRAPH: Record<string, string[]> = {
  "/app/src/web/features/home/hero.tsx": ["/app/src/web/ui/button.tsx", "/app/node_modules/react/index.js"],
  "/app/src/web/ui/button.tsx": ["/app/node_modules/@lingui/react/index.js"],
  "/app/src/web/features/contact/form.tsx": ["/app/src/web/ui/field.tsx"],
  "/app/src/web/ui/field.tsx": ["/app/src/domain/schemas/common.ts"],
  "/app/src/domain/schemas/common.ts": ["/app/node_modules/zod/index.js"],
  "/app/src/web/features/home/teaser.tsx": ["/app/src/web/islands/app-services.tsx"],
  "/app/src/web/islands/app-services.tsx": ["/app/node_modules/@tanstack/react-query/index.js"],
  "/app/src/web/features/shell/header.tsx": ["/app/src/web/features/shell/menu.tsx"],
  "/app/src/web/features/shell/menu.tsx": ["/app/node_modules/@tanstack/react-router/dist/index.js"],
};

const check = (islands: string[]) =>
  forbiddenIslandImports(islands, (id) => GRAPH[id] ?? [], {
    forbidden: FORBIDDEN_IN_ISLANDS,
    stopAt: (id) => id.endsWith("/src/web/islands/app-services.tsx"),
  });

describe("what an island may import", () => {
  it("lets an island bring React, Lingui and its own parts", () => {
    expect(check(["/app/src/web/features/home/hero.tsx"])).toEqual([]);
  });

  it("names the chain of imports by which an island reaches zod or the router", () => {
    expect(check(["/app/src/web/features/contact/form.tsx", "/app/src/web/features/shell/header.tsx"])).toEqual([
      [
        "/app/src/web/features/contact/form.tsx",
        "/app/src/web/ui/field.tsx",
        "/app/src/domain/schemas/common.ts",
        "/app/node_modules/zod/index.js",
      ],
      [
        "/app/src/web/features/shell/header.tsx",
        "/app/src/web/features/shell/menu.tsx",
        "/app/node_modules/@tanstack/react-router/dist/index.js",
      ],
    ]);
  });

  it("does not follow the data layer, which loads its own libraries", () => {
    expect(check(["/app/src/web/features/home/teaser.tsx"])).toEqual([]);
  });

  it("lets an island that reads data bring the data layer, never the router or zod", () => {
    const checkData = (islands: string[]) =>
      forbiddenIslandImports(islands, (id) => GRAPH[id] ?? [], {
        forbidden: FORBIDDEN_IN_DATA_ISLANDS,
        stopAt: () => false,
      });
    expect(checkData(["/app/src/web/features/home/teaser.tsx"])).toEqual([]);
    expect(checkData(["/app/src/web/features/shell/header.tsx", "/app/src/web/features/contact/form.tsx"])).toEqual([
      [
        "/app/src/web/features/shell/header.tsx",
        "/app/src/web/features/shell/menu.tsx",
        "/app/node_modules/@tanstack/react-router/dist/index.js",
      ],
      [
        "/app/src/web/features/contact/form.tsx",
        "/app/src/web/ui/field.tsx",
        "/app/src/domain/schemas/common.ts",
        "/app/node_modules/zod/index.js",
      ],
    ]);
  });

  it("knows the forbidden packages on any platform's paths", () => {
    expect(FORBIDDEN_IN_ISLANDS.test("C:\\app\\node_modules\\idb-keyval\\dist\\index.js")).toBe(true);
    expect(FORBIDDEN_IN_ISLANDS.test("/app/node_modules/@tanstack/react-query/build/index.js")).toBe(true);
    expect(FORBIDDEN_IN_ISLANDS.test("/app/node_modules/@tanstack/query-core/build/index.js")).toBe(false);
  });
});
