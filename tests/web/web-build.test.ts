// `npm start`'s staleness check (scripts/web-build.ts) against what the build records it was made from
// (build/build-inputs.ts).
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfigFromFile } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_INPUTS_FILE, describeInputs, inputOf } from "../../build/build-inputs.ts";
import { webBuildStaleReason } from "../../scripts/web-build.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

describe("the build's inputs", () => {
  it("include the Vite plugins of build/ and what they import, as the config loads them", async () => {
    const loaded = await loadConfigFromFile({ command: "build", mode: "production" }, join(ROOT, "vite.config.ts"));
    const inputs = (loaded?.dependencies ?? []).map((file) => inputOf(ROOT, file));
    expect(inputs).toEqual(
      expect.arrayContaining([
        "vite.config.ts",
        "build/build-inputs.ts",
        "build/prerender-pages.ts",
        "build/compress-build.ts",
        "build/lingui-catalog-parts.ts",
        "build/app-start-chunk.ts",
        "src/web/islands/catalog-parts.ts",
      ]),
    );
  });

  it("leave out dependencies, virtual modules and the generated route tree", () => {
    expect(inputOf(ROOT, join(ROOT, "node_modules/react/index.js"))).toBeNull();
    expect(inputOf(ROOT, "\0virtual:pwa-register")).toBeNull();
    expect(inputOf(ROOT, join(ROOT, "src/web/routeTree.gen.ts"))).toBeNull();
    expect(inputOf(ROOT, `${join(ROOT, "locales/fr/messages.po")}?catalog-part=shell`)).toBe("locales/fr/messages.po");
  });
});

describe("the staleness check", () => {
  let root: string;
  const dist = () => join(root, "dist");
  const inputs = ["vite.config.ts", "build/prerender-pages.ts", "src/web/app/main.tsx"];
  const past = new Date(Date.now() - 60_000);

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "villa-web-build-"));
    for (const file of inputs) {
      await mkdir(join(root, file, ".."), { recursive: true });
      await writeFile(join(root, file), "// source\n");
      await utimes(join(root, file), past, past);
    }
    await mkdir(dist());
    await writeFile(join(dist(), "index.html"), "<!doctype html>");
    const record = describeInputs(root, Date.now() - 1_000, inputs);
    await writeFile(join(dist(), BUILD_INPUTS_FILE), JSON.stringify(record));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("finds a build up to date when nothing changed since it started", () => {
    expect(webBuildStaleReason(root, dist())).toBeNull();
  });

  it("marks the build stale when a plugin of build/ changes", async () => {
    await writeFile(join(root, "build/prerender-pages.ts"), "// changed\n");
    expect(webBuildStaleReason(root, dist())).toBe("build/prerender-pages.ts changed since the last build");
  });

  it("marks it stale when an input is gone, or a file appears beside the inputs", async () => {
    await writeFile(join(root, "build/new-plugin.ts"), "// new\n");
    await utimes(join(root, "build/new-plugin.ts"), past, past);
    expect(webBuildStaleReason(root, dist())).toBe("a file was added to or removed from build since the last build");
    await rm(join(root, "src/web/app/main.tsx"));
    expect(webBuildStaleReason(root, dist())).toBe("src/web/app/main.tsx is gone since the last build");
  });

  it("rebuilds a build that lists no inputs, or none at all", async () => {
    await rm(join(dist(), BUILD_INPUTS_FILE));
    expect(webBuildStaleReason(root, dist())).toBe("the last build did not list its inputs");
    await rm(join(dist(), "index.html"));
    expect(webBuildStaleReason(root, dist())).toBe("the web app has not been built yet");
  });
});
