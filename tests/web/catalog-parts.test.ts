// The catalog parts (src/web/islands/catalog-parts.ts): the app loads the core, the shared parts and the page's section's
// parts, so a component whose messages live in a part must only be imported where that part is loaded, or it shows
// message ids. (islands.test.ts checks the same for a prerendered page's islands, which load no core.)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  CATALOG_BUNDLES,
  catalogPartsOf,
  partOfFile,
  PARTS_BY_SECTION,
  partsOfMessage,
  SHARED_PARTS,
  SHARED_PARTS_NOT_SHOWN,
} from "../../src/web/islands/catalog-parts.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const LANGUAGE_ROUTES = "src/web/routes/$lang/";

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".gen.ts"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/**
 * The section (first path segment after the language) a page's route file serves, or "section/*" for a page below a
 * section's first that has parts of its own; undefined for layouts.
 */
function sectionOfRoute(file: string): string | undefined {
  if (!file.startsWith(LANGUAGE_ROUTES)) return undefined;
  const [first = "", next] = file.slice(LANGUAGE_ROUTES.length).split("/");
  const section = first.replace(/\.tsx?$/, "");
  if (section === "route") return undefined;
  const below = next !== undefined && !/^(?:index|route)\.tsx?$/.test(next);
  if (below && Object.hasOwn(PARTS_BY_SECTION, `${section}/*`)) return `${section}/*`;
  return section === "index" ? "" : section;
}

/** The parts a section's pages load besides the shared ones (catalogPartsOf's, by section). */
function partsOfSection(section: string): readonly string[] {
  return catalogPartsOf(section.endsWith("/*") ? `/en/${section.slice(0, -2)}/page` : `/en/${section}`);
}

function importedFiles(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)"(\.{1,2}\/[^"]+)"/g)].map((match) => match[1] ?? "");
  return specifiers.map((specifier) => relative(ROOT, resolve(dirname(join(ROOT, file)), specifier)));
}

describe("catalogPartsOf", () => {
  it.each([
    ["/en", ["hero", "home", "services"]],
    ["/fr/", ["hero", "home", "services"]],
    ["/de/services/diving", ["services"]],
    ["/fr/privacy", ["legal"]],
    ["/en/signin", ["account"]],
    ["/en/booking", ["home", "booking"]],
    ["/en/contact", []],
    ["/en/constructor", []],
  ])("%s needs the shared parts and %j besides the core", (pathname, parts) => {
    expect(catalogPartsOf(pathname)).toEqual([...SHARED_PARTS, ...parts]);
  });

  it.each([
    ["/ru/admin", ["admin"]],
    ["/ru/admin/villas/abc/edit", ["admin", "admin-pages"]],
  ])(
    "%s (the back office: no date picker, no map) needs shell, ui, forms and %j besides the core",
    (pathname, parts) => {
      expect(catalogPartsOf(pathname)).toEqual(["shell", "ui", "forms", ...parts]);
    },
  );

  it("has a bundle for the back office's first loads, with the same parts", () => {
    expect(CATALOG_BUNDLES["back-office"]).toEqual(["core", ...catalogPartsOf("/en/admin")]);
    expect(CATALOG_BUNDLES["back-office-pages"]).toEqual(["core", ...catalogPartsOf("/en/admin/users")]);
  });
});

describe("partOfFile", () => {
  it("finds the part of a file by its folder, a file named on its own winning over its folder", () => {
    expect(partOfFile("src/web/features/legal/privacy-page.tsx")).toBe("legal");
    expect(partOfFile("src/web/features/home/hero/hero-section.tsx")).toBe("hero");
    expect(partOfFile("src/web/features/home/blog/articles.ts")).toBe("home");
    expect(partOfFile("src/web/ui/account-menu.tsx")).toBe("shell");
    expect(partOfFile("src/web/ui/dialog.tsx")).toBe("ui");
    expect(partOfFile("src/web/features/my-bookings/empty-state.tsx")).toBe("my-bookings");
    expect(partOfFile("src/web/features/profile/profile-page.tsx")).toBe("account");
    expect(partOfFile("src/web/features/admin/dashboard/dashboard-page.tsx")).toBe("admin");
    expect(partOfFile("src/web/features/admin/villas/villa-status.ts")).toBe("admin");
    expect(partOfFile("src/web/features/admin/villas/list/villa-card.tsx")).toBe("admin-pages");
    expect(partOfFile("src/web/features/errors/not-found-page.tsx")).toBeUndefined();
  });
});

describe("partsOfMessage", () => {
  it("puts a message into the part of every file that uses it, and into the core for a use outside every part", () => {
    expect(partsOfMessage(["src/web/features/legal/privacy-page.tsx"])).toEqual(["legal"]);
    expect(partsOfMessage(["src/web/routes/$lang/admin/route.tsx", "src/web/features/legal/terms-page.tsx"])).toEqual([
      "admin",
      "legal",
    ]);
    expect(
      partsOfMessage(["src/web/features/legal/terms-page.tsx", "src/web/features/errors/not-found-page.tsx"]),
    ).toEqual(["legal", "core"]);
    expect(partsOfMessage(["src/web/features/shell/site-header.tsx", "src/web/ui/dialog.tsx"])).toEqual([
      "shell",
      "ui",
    ]);
    expect(partsOfMessage([])).toEqual(["core"]);
  });
});

describe("the sections of catalog-parts.ts", () => {
  it("are real pages", () => {
    for (const section of Object.keys(PARTS_BY_SECTION)) {
      const folder = section.replace(/\/\*$/, "");
      const page = folder === "" ? "index.tsx" : `${folder}.tsx`;
      expect(
        existsSync(join(ROOT, LANGUAGE_ROUTES, page)) || existsSync(join(ROOT, LANGUAGE_ROUTES, folder)),
        section,
      ).toBe(true);
    }
  });

  it("load every part whose messages their pages show", () => {
    const files = sourceFiles("src/web");
    const known = new Set(files);
    const importers = new Map<string, string[]>();
    // A prerendered page's island runtime (src/web/islands/, started with the app's list of islands) loads the
    // islands' own parts: site-islands.test.ts checks those.
    const islandRuntime = (file: string) =>
      file.startsWith("src/web/islands/") || file === "src/web/app/islands.ts" || file === "src/web/app/site-main.tsx";
    for (const file of files.filter((candidate) => !islandRuntime(candidate))) {
      for (const target of importedFiles(file).filter((candidate) => known.has(candidate))) {
        importers.set(target, [...(importers.get(target) ?? []), file]);
      }
    }
    // The pages a file can appear on: its own for a page's route file, every page for the entry and the layouts,
    // else the pages of everything that imports it.
    const EVERYWHERE = "everywhere";
    // boot.ts starts main.tsx; both run on every page.
    const ENTRIES = new Set(["src/web/app/boot.ts", "src/web/app/main.tsx"]);
    const sectionsOf = (file: string, visiting = new Set<string>()): Set<string> => {
      const section = sectionOfRoute(file);
      if (section !== undefined) return new Set([section]);
      const everywhere = file.startsWith("src/web/routes/") || ENTRIES.has(file);
      if (everywhere || !importers.has(file)) return new Set(everywhere ? [EVERYWHERE] : []);
      visiting.add(file);
      const sections = new Set<string>();
      for (const importer of importers.get(file) ?? []) {
        if (!visiting.has(importer)) for (const found of sectionsOf(importer, visiting)) sections.add(found);
      }
      visiting.delete(file);
      return sections;
    };
    const problems: string[] = [];
    for (const file of files) {
      const part = partOfFile(file);
      if (!part || !/@lingui\/(?:core|react)\/macro/.test(readFileSync(join(ROOT, file), "utf8"))) continue;
      for (const section of sectionsOf(file)) {
        // A shared part is on every page but those of a section that never shows it (SHARED_PARTS_NOT_SHOWN).
        const everyPage =
          SHARED_PARTS.includes(part) && Object.values(SHARED_PARTS_NOT_SHOWN).every((parts) => !parts.includes(part));
        if (section === EVERYWHERE) {
          if (!everyPage) problems.push(`${file} can appear on every page but its messages are in part "${part}"`);
        } else if (!partsOfSection(section).includes(part)) {
          problems.push(
            `${file} appears on /{lang}/${section} but its messages are in part "${part}", not loaded there`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
