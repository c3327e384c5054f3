// The photographs with an AVIF copy (src/web/ui/picture-variants.ts) are exactly the site's JPEGs, each with its copy
// beside it: a JPEG added without running scripts/make-picture-variants.ts, or a list left behind, fails here.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { avifVariantOf, photographsWithAvif } from "../../src/web/ui/picture-variants.ts";

const PUBLIC = fileURLToPath(new URL("../../public/", import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const sitePath = (file: string) => `/${relative(PUBLIC, file).split("\\").join("/")}`;

describe("picture variants", () => {
  const files = filesUnder(join(PUBLIC, "images")).map(sitePath);

  it("lists every JPEG of the site, and only those", () => {
    expect(photographsWithAvif().sort()).toEqual(files.filter((file) => file.endsWith(".jpg")).sort());
  });

  it("has each copy beside its JPEG, and smaller", () => {
    for (const jpeg of photographsWithAvif()) {
      const avif = avifVariantOf(jpeg)!;
      expect(files).toContain(avif);
      expect(statSync(join(PUBLIC, avif)).size).toBeLessThan(statSync(join(PUBLIC, jpeg)).size);
    }
  });

  it("has no copy for a picture it does not know", () => {
    expect(avifVariantOf("/images/villa/99.jpg")).toBeUndefined();
    expect(avifVariantOf("https://photos.example/villa.jpg")).toBeUndefined();
  });
});
