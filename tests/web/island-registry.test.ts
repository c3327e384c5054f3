// How the build reads which islands a prerendered page holds and where their code and messages are
// (build/island-registry.ts), against the app's real lists of islands.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { baseParts, ISLAND_REGISTRIES, islandRegistry, islandsOfPage } from "../../build/island-registry.ts";
import { ISLAND_BASE_PARTS, ISLANDS } from "../../src/web/app/islands.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const LISTS = ISLAND_REGISTRIES.map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }));

describe("islandRegistry", () => {
  const registry = islandRegistry(LISTS);

  it("finds every island of the app's lists, with its module and its catalog parts", () => {
    expect(Object.keys(registry).sort()).toEqual(Object.keys(ISLANDS).sort());
    for (const [name, island] of Object.entries(registry)) {
      expect(existsSync(join(ROOT, island.module)), `${name}: ${island.module}`).toBe(true);
      expect(island.parts, name).toEqual(ISLANDS[name]!.parts);
    }
    expect(registry["home-hero"]?.module).toBe("src/web/features/home/hero/hero-section.tsx");
  });

  it("reads the parts every island loads", () => {
    expect(baseParts(LISTS[0]!.text)).toEqual([...ISLAND_BASE_PARTS]);
    expect(() => baseParts("export const X = 1;")).toThrow(/ISLAND_BASE_PARTS/);
  });
});

describe("islandsOfPage", () => {
  it("names each island of a page once, not the head script's selector", () => {
    const html = `<script>q.closest("[data-island]")</script><div data-island="site-header" data-island-props="{}">
      </div><div data-island="home-hero" data-island-idle=""></div><div data-island="site-header"></div>`;
    expect(islandsOfPage(html)).toEqual(["home-hero", "site-header"]);
  });
});
