// The head script's hash travels from the build to the server's Content-Security-Policy through the build output.
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HEAD_SCRIPT_HASH_FILE, headScriptHashFile, headScriptSources } from "../../src/server/web/head-script-hash.ts";

describe("the head script's hash", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "villa-head-script-"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("allows exactly the script the build wrote it for", async () => {
    const script = "document.documentElement.dataset.x='1'";
    await writeFile(join(root, HEAD_SCRIPT_HASH_FILE), headScriptHashFile(script));
    const expected = createHash("sha256").update(script).digest("base64");
    expect(headScriptSources(root)).toEqual([`'sha256-${expected}'`]);
  });

  it("allows no inline script when there is no build", () => {
    expect(headScriptSources(root)).toEqual([]);
  });

  it("refuses a file that is not a hash rather than put it in the policy", async () => {
    await writeFile(join(root, HEAD_SCRIPT_HASH_FILE), JSON.stringify({ sha256: "x' 'unsafe-inline" }));
    expect(() => headScriptSources(root)).toThrow();
  });
});
