// Vite plugin: writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at build
// time, so the server sends compressed bytes without compressing per request (@fastify/static `preCompressed`).
// On a phone's slow link the app's JavaScript is about a third of its size this way (bench/RESULTS.md).
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";
import { afterWrittenBuild } from "./after-written-build.ts";

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this a compressed copy saves less than the headers it adds.
const MIN_BYTES = 1024;

/** The files the server sends: dot-folders (the server's own page renderer, .vite's manifest) are never sent. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = (await readdir(folder, { withFileTypes: true })).filter((entry) => !entry.name.startsWith("."));
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(folder, entry.name)) : Promise.resolve([join(folder, entry.name)]),
    ),
  );
  return nested.flat();
}

export function compressBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "compress-build",
    apply: "build",
    // After the service worker plugin has written sw.js and injected its precache list.
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    ...afterWrittenBuild(async () => {
      const outDir = resolve(config.root, config.build.outDir);
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        const bytes = await readFile(file);
        await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    }),
  };
}
