// The page's one inline script runs before anything paints, on every page of a first visit: it must stay valid and
// small as parts are added to it.
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { HEAD_SCRIPT } from "../../src/web/app/head-script.ts";

describe("the head script", () => {
  it("is a script a browser can run", () => {
    expect(() => new Function(HEAD_SCRIPT)).not.toThrow();
  });

  it("stays within 450 bytes gzipped", () => {
    expect(gzipSync(HEAD_SCRIPT, { level: 9 }).length).toBeLessThanOrEqual(450);
  });
});
