// The Content-Security-Policy allows the one inline script of every page (the head script) by its hash. The build
// knows the script and writes its hash into the build output; the server reads it from there, so it never imports
// the web app's source and always allows exactly the script of the build it serves.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/** Inside the web build, in a dot-file: the static file server never serves it, the service worker never caches it. */
export const HEAD_SCRIPT_HASH_FILE = ".head-script.json";

const HashFile = z.object({ sha256: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/) });

/** What the build writes for `script`. */
export function headScriptHashFile(script: string): string {
  return `${JSON.stringify({ sha256: createHash("sha256").update(script).digest("base64") })}\n`;
}

/**
 * The script-src sources that allow the head script of the build in `root`: none without a build (the API alone
 * serves no page, so no inline script needs allowing).
 */
export function headScriptSources(root: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(root, HEAD_SCRIPT_HASH_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return [`'sha256-${HashFile.parse(JSON.parse(text)).sha256}'`];
}
