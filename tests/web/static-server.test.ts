// The Fastify plugin serving the built PWA: cache headers, SPA fallback, API paths, missing build.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client.ts";
import webStatic, { cacheControlFor } from "../../src/server/web/static.ts";

const SHELL = "<!doctype html><title>shell</title><div id=app></div>";
// Stands in for the build's page renderer (src/web/app/render-page.tsx).
const RENDERER = `export async function renderBookingPage() { return "page"; }
export function pageHtml() { return "<!doctype html><title>rendered</title>"; }`;

async function appServing(root: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // Stands in for the real /api context of src/server/app.ts: its own routes and JSON 404.
  await app.register(
    async (api) => {
      api.get("/health", async () => ({ success: true }));
      api.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, code: "NOT_FOUND" }));
    },
    { prefix: "/api" },
  );
  await app.register(webStatic, { root });
  await app.ready();
  return app;
}

describe("serving the built web app", () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "villa-dist-"));
    await mkdir(join(dist, "assets"));
    await mkdir(join(dist, "icons"));
    await writeFile(join(dist, "index.html"), SHELL);
    await writeFile(join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
    // build/compress-build.ts writes these copies at build time.
    await writeFile(join(dist, "sw.js.br"), brotliCompressSync("self.addEventListener('fetch', () => {});"));
    await writeFile(join(dist, "manifest.webmanifest"), JSON.stringify({ name: "Villa" }));
    await writeFile(join(dist, "assets", "index-Ab12Cd.js"), "console.log('app');");
    await writeFile(join(dist, "icons", "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await mkdir(join(dist, ".ssr"));
    await writeFile(join(dist, ".ssr", "render-page.js"), RENDERER);
    app = await appServing(dist);
  });

  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("caches hashed assets for a year and marks them immutable", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-Ab12Cd.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe("console.log('app');");
  });

  it("sends a hashed asset no validator nor range support, which an immutable file never uses", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-Ab12Cd.js" });
    for (const name of ["etag", "last-modified", "accept-ranges"]) expect(response.headers[name], name).toBeUndefined();
    expect(response.headers["content-type"]).toMatch(/javascript/);
    // A file revalidated on every load keeps its validators: its 304 saves the whole body.
    const shell = await app.inject({ method: "GET", url: "/sw.js" });
    expect(shell.headers.etag).toBeDefined();
    expect(shell.headers["last-modified"]).toBeDefined();
  });

  it.each(["/", "/index.html", "/sw.js", "/manifest.webmanifest"])("revalidates %s on every load", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the build's Brotli copy to a browser that accepts it, with the file's own caching", async () => {
    const compressed = await app.inject({ method: "GET", url: "/sw.js", headers: { "accept-encoding": "br, gzip" } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe("self.addEventListener('fetch', () => {});");
    const plain = await app.inject({ method: "GET", url: "/sw.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("self.addEventListener('fetch', () => {});");
  });

  it("answers a deep link to a page with the shell, status 200 and no long cache", async () => {
    const response = await app.inject({ method: "GET", url: "/en/about?from=mail" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(SHELL);
  });

  it("answers HEAD for a page like GET, without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/fr/booking" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("never answers an API path with the shell", async () => {
    const missing = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toEqual({ success: true });
  });

  it("answers a missing file with 404, not the shell", async () => {
    const response = await app.inject({ method: "GET", url: "/images/villa/99.jpg" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("shell");
  });

  it("does not answer other methods with the shell", async () => {
    const response = await app.inject({ method: "POST", url: "/en/contact", payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it("never serves the server's page renderer, which the build keeps in a dot-folder", async () => {
    const response = await app.inject({ method: "GET", url: "/.ssr/render-page.js" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("renderBookingPage");
  });

  it("does not serve files outside the build", async () => {
    const response = await app.inject({ method: "GET", url: "/../package.json" });
    expect(response.body).not.toContain('"name"');
  });
});

describe("the booking page rendered per request", () => {
  it("falls back to the shell when the villa cannot be read, never an error page", async () => {
    const dist = await mkdtemp(join(tmpdir(), "villa-dist-"));
    await writeFile(join(dist, "index.html"), SHELL);
    await mkdir(join(dist, ".ssr"));
    await writeFile(join(dist, ".ssr", "render-page.js"), RENDERER);
    const app = Fastify({ logger: false });
    // A database on which every read fails.
    app.decorate("db", {} as Database);
    app.decorate("clock", () => new Date());
    await app.register(webStatic, { root: dist });
    try {
      const response = await app.inject({ method: "GET", url: "/en/booking" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe("before the web app is built", () => {
  it("tells the visitor to build it, and keeps the API working", async () => {
    const empty = await mkdtemp(join(tmpdir(), "villa-nodist-"));
    const app = await appServing(empty);
    try {
      const page = await app.inject({ method: "GET", url: "/en" });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain("npm run build");
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe("cacheControlFor", () => {
  it("gives other public files (icons, images) a short cache", () => {
    expect(cacheControlFor("icons/icon-192.png")).toBe("public, max-age=3600");
    expect(cacheControlFor("images/villa/1.jpg")).toBe("public, max-age=3600");
  });
});

describe("cacheControlFor the offline language packs", () => {
  it("lets browsers keep a pack for a year: its name changes with its content", () => {
    expect(cacheControlFor("offline/en-3f2a9c0b1d.json")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("offline/en-3f2a9c0b1d.json.br")).toBe("public, max-age=31536000, immutable");
  });
});
