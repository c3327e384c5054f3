// The islands of prerendered pages (src/web/app/islands.ts): each is what its name says and has its messages in the
// catalog parts it names, since a prerendered page loads no core. That no island brings the router or the data layer
// along is checked by the build on its real module graph (build/island-imports.ts).
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { partOfFile } from "../../src/web/islands/catalog-parts.ts";
import { ISLAND_BASE_PARTS, ISLANDS } from "../../src/web/app/islands.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const REGISTRY = "src/web/app/islands.ts";
// The islands that bring the data layer are listed apart, and added to the list above.
const DATA_REGISTRY = "src/web/app/data-islands.ts";
// Started by an island only when it needs data; it loads the app's core catalog itself.
const DATA_LAYER = "src/web/islands/app-services.tsx";

interface Imports {
  files: string[];
  lazyFiles: string[];
}

function importsOf(file: string): Imports {
  const text = readFileSync(join(ROOT, file), "utf8");
  const resolveFrom = (specifier: string) => relative(ROOT, resolve(dirname(join(ROOT, file)), specifier));
  // `import type` never reaches the browser.
  const statics = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)].map(
    (match) => match[1] ?? "",
  );
  const lazy = [...text.matchAll(/import\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1] ?? "");
  return {
    files: statics.filter((specifier) => specifier.startsWith(".")).map(resolveFrom),
    lazyFiles: lazy.filter((specifier) => specifier.startsWith(".")).map(resolveFrom),
  };
}

/** The files an island's module brings: statically, or (with `lazy`) also by dynamic import, up to the data layer. */
function closure(start: string, lazy: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file === DATA_LAYER || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const { files, lazyFiles } = importsOf(file);
    for (const next of lazy ? [...files, ...lazyFiles] : files) visit(next);
  };
  visit(start);
  return seen;
}

const registryTexts = [REGISTRY, DATA_REGISTRY].map((file) => [file, readFileSync(join(ROOT, file), "utf8")] as const);
const ISLAND_FILES = Object.keys(ISLANDS).map((name) => {
  for (const [file, text] of registryTexts) {
    const match = new RegExp(`"${name}": entry\\(\\s*\\(\\) =>\\s*import\\("([^"]+)"\\)`).exec(text);
    if (match?.[1]) return [name, relative(ROOT, resolve(dirname(join(ROOT, file)), match[1]))] as const;
  }
  throw new Error(`${name}: no module in ${REGISTRY} or ${DATA_REGISTRY}`);
});

describe("the islands of prerendered pages", () => {
  it.each(Object.keys(ISLANDS))("%s loads the island of that name", async (name) => {
    const island = await ISLANDS[name]!.load();
    expect(island.name).toBe(name);
  });

  it.each(ISLAND_FILES)("%s shows only messages of the parts it loads", (name, file) => {
    const parts = new Set([...ISLAND_BASE_PARTS, ...ISLANDS[name]!.parts]);
    const problems = [...closure(file, true)]
      .filter((found) => /@lingui\/(?:core|react)\/macro/.test(readFileSync(join(ROOT, found), "utf8")))
      .flatMap((found) => {
        const part = partOfFile(found);
        if (part === undefined)
          return [`${found}: its messages are in the core, which a prerendered page does not load`];
        return parts.has(part) ? [] : [`${found}: its messages are in part "${part}", which the island does not load`];
      });
    expect(problems).toEqual([]);
  });
});
