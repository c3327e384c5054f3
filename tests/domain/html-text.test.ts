import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../src/domain/html-text.ts";

describe("escapeHtml", () => {
  it("writes the characters that could end an element or an attribute as entities, and nothing else", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
    expect(escapeHtml("Villa Mer Rouge — «Красное море» 50 m")).toBe("Villa Mer Rouge — «Красное море» 50 m");
  });
});
