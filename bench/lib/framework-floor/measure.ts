// The framework floor of the first-load budget: entry.tsx built for production by Vite (same React plugin, same
// minifier as the app) into a temporary folder, its JavaScript counted gzipped like the app's chunks.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const ENTRY = fileURLToPath(new URL("./entry.tsx", import.meta.url));

/** Gzip bytes (zlib level 9) of the JavaScript the floor app downloads. */
export async function frameworkFloorBytes(): Promise<number> {
  const outDir = await mkdtemp(join(tmpdir(), "villa-bench-floor-"));
  try {
    await build({
      configFile: false,
      logLevel: "warn",
      plugins: [react()],
      build: { outDir, emptyOutDir: true, rollupOptions: { input: ENTRY } },
    });
    const assets = join(outDir, "assets");
    const scripts = (await readdir(assets)).filter((name) => name.endsWith(".js"));
    const sizes = await Promise.all(
      scripts.map(async (name) => gzipSync(await readFile(join(assets, name)), { level: 9 }).length),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
