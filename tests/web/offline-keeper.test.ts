// What the service worker downloads to keep the site offline (src/web/pwa/offline-keeper.ts), against an in-memory
// Cache Storage, HTTP cache and server: which packs it fetches, what it takes from the HTTP cache, and the answers it
// keeps for each file.
import type { PrecacheController } from "workbox-precaching";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createOfflineKeeper } from "../../src/web/pwa/offline-keeper.ts";
import type { OfflineCodePack, OfflineLanguages } from "../../src/web/pwa/offline-keeping.ts";

const ORIGIN = "https://villa.example";
const at = (path: string) => `${ORIGIN}${path}`;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  match(key: string): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(key)?.clone());
  }
  put(key: string, response: Response): Promise<void> {
    this.entries.set(key, response);
    return Promise.resolve();
  }
}

class MemoryStorage {
  readonly caches = new Map<string, MemoryCache>();
  open(name: string): Promise<MemoryCache> {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return Promise.resolve(this.caches.get(name)!);
  }
  async match(key: string, options?: { cacheName?: string }): Promise<Response | undefined> {
    const names = options?.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(key);
      if (found) return found;
    }
    return undefined;
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.caches.keys()]);
  }
}

const CODE_PACKS: OfflineCodePack[] = [
  { pack: "/offline/home-h1.json", files: ["/assets/hero-h1.js", "/assets/dialog-d1.js"] },
  { pack: "/offline/booking-b1.json", files: ["/assets/booking-card-c1.js"] },
  { pack: "/offline/app-a1.json", files: ["/assets/router-r1.js", "/assets/app-a1.css"] },
];

const LANGUAGES: OfflineLanguages = {
  en: {
    pack: "/offline/en-e1.json",
    pages: ["/en", "/en/about"],
    catalogs: ["/assets/messages-shell.js", "/assets/messages-hero.js"],
  },
};

/** What the server holds, by path; `version` is its X-Site-Version (the owner's data its pages show). */
const SERVER: Record<string, { body: string; type: string; version?: string }> = {
  "/offline/home-h1.json": {
    body: JSON.stringify({ files: { "/assets/hero-h1.js": "hero()", "/assets/dialog-d1.js": "dialog()" } }),
    type: "application/json",
  },
  "/offline/booking-b1.json": {
    body: JSON.stringify({ files: { "/assets/booking-card-c1.js": "card()" } }),
    type: "application/json",
  },
  "/offline/app-a1.json": {
    body: JSON.stringify({ files: { "/assets/router-r1.js": "router()", "/assets/app-a1.css": "a{}" } }),
    type: "application/json",
  },
  "/offline/en-e1.json": {
    body: JSON.stringify({
      pages: { "/en": "<h1>Home</h1>", "/en/about": "<h1>About</h1>" },
      files: { "/assets/messages-hero.js": "hero messages" },
    }),
    type: "application/json",
  },
  "/assets/react-r1.js": { body: "react()", type: "text/javascript" },
  "/assets/messages-shell.js": { body: "shell messages", type: "text/javascript" },
  "/index.html": { body: "<!doctype html>", type: "text/html" },
};

const PRECACHE: [string, string][] = [
  [at("/index.html"), at("/index.html?__WB_REVISION__=1")],
  [at("/assets/react-r1.js"), at("/assets/react-r1.js")],
  ...CODE_PACKS.flatMap((pack) => pack.files.map((file) => [at(file), at(file)] as [string, string])),
];

describe("createOfflineKeeper", () => {
  let storage: MemoryStorage;
  /** What the page has loaded: the browser's HTTP cache. */
  let httpCache: Set<string>;
  /** Paths asked of the server, in order. */
  let requested: string[];

  beforeEach(() => {
    storage = new MemoryStorage();
    httpCache = new Set(["/assets/react-r1.js", "/assets/hero-h1.js", "/assets/dialog-d1.js"]);
    requested = [];
    vi.stubGlobal("fetch", (input: string | Request, init?: RequestInit) => {
      const path = new URL(typeof input === "string" ? input : input.url, ORIGIN).pathname;
      const file = SERVER[path] ?? { body: `code of ${path}`, type: "text/javascript" };
      if (init?.cache === "only-if-cached") {
        if (!httpCache.has(path)) return Promise.reject(new TypeError("not in the HTTP cache"));
      } else if (init?.cache === "reload" || init?.cache === "no-store" || !httpCache.has(path)) {
        requested.push(path);
      }
      return Promise.resolve(
        new Response(file.body, {
          headers: {
            "Content-Type": file.type,
            "Content-Security-Policy": "default-src 'self'",
            ...(file.version ? { "X-Site-Version": file.version } : {}),
          },
        }),
      );
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function keeper() {
    const worker = {
      caches: storage,
      location: new URL(ORIGIN),
      navigator: {},
      clients: { matchAll: () => Promise.resolve([{ url: at("/en") }]) },
    } as unknown as ServiceWorkerGlobalScope;
    const precache = {
      strategy: { cacheName: "precache" },
      getURLsToCacheKeys: () => new Map(PRECACHE),
      createHandlerBoundToURL: () => () => Promise.resolve(new Response("shell")),
    } as unknown as PrecacheController;
    return createOfflineKeeper(worker, precache, LANGUAGES, CODE_PACKS);
  }

  it("skips a pack the page has loaded whole, and fetches each other pack once", async () => {
    await keeper().install();
    expect(requested.filter((path) => path.startsWith("/offline/"))).toEqual([
      "/offline/booking-b1.json",
      "/offline/app-a1.json",
      "/offline/en-e1.json",
    ]);
    // No chunk one by one: only the shell, whose name has no hash, and the catalog part every page loads, which the
    // page that installed the worker has in its HTTP cache (here it does not).
    expect(requested.filter((path) => !path.startsWith("/offline/"))).toEqual([
      "/index.html",
      "/assets/messages-shell.js",
    ]);
  });

  it("keeps every precached file under its own cache key, with its type", async () => {
    await keeper().install();
    const precache = storage.caches.get("precache")!;
    expect([...precache.entries.keys()].sort()).toEqual(PRECACHE.map(([, key]) => key).sort());
    const router = precache.entries.get(at("/assets/router-r1.js"))!;
    expect(await router.text()).toBe("router()");
    expect(router.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(router.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(precache.entries.get(at("/assets/app-a1.css"))!.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    // The home pack's files come from the HTTP cache, as the server sent them to the page.
    expect(await precache.entries.get(at("/assets/hero-h1.js"))!.text()).toBe("code of /assets/hero-h1.js");
  });

  it("fetches the home pack too when the page did not load all of it", async () => {
    httpCache.delete("/assets/dialog-d1.js");
    await keeper().install();
    expect(requested).toContain("/offline/home-h1.json");
    expect(requested).not.toContain("/assets/dialog-d1.js");
  });

  it("keeps the language's pages and its catalog parts, the packed ones from the pack", async () => {
    await keeper().install();
    const cache = [...storage.caches.entries()].find(([name]) => name.startsWith("offline-pages-en"))![1];
    expect(await cache.entries.get(at("/en/about"))!.text()).toBe("<h1>About</h1>");
    const hero = cache.entries.get(at("/assets/messages-hero.js"))!;
    expect(await hero.text()).toBe("hero messages");
    expect(hero.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(await cache.entries.get(at("/assets/messages-shell.js"))!.text()).toBe("shell messages");
    expect(requested).not.toContain("/assets/messages-hero.js");
    expect(cache.entries.has("/offline/kept/en")).toBe(true);
  });

  it("takes a language's pages again once a page online shows other owner's data than they do", async () => {
    const pack = SERVER["/offline/en-e1.json"]!;
    const shipped = { ...pack };
    try {
      SERVER["/offline/en-e1.json"] = { ...pack, version: "v1" };
      const offline = keeper();
      await offline.install();
      const cache = [...storage.caches.entries()].find(([name]) => name.startsWith("offline-pages-en"))![1];
      const navigate = async (version: string) => {
        SERVER["/en"] = { body: `<h1>Home ${version}</h1>`, type: "text/html", version };
        const pending: Promise<unknown>[] = [];
        const request = new Request(at("/en"));
        await offline.handleNavigation({
          url: new URL(at("/en")),
          request,
          event: { waitUntil: (promise: Promise<unknown>) => pending.push(promise) },
        } as never);
        await Promise.all(pending);
      };

      await navigate("v1");
      expect(requested.filter((path) => path === "/offline/en-e1.json")).toHaveLength(1);

      // The owner changed the phone: the server renders the pack with it.
      SERVER["/offline/en-e1.json"] = {
        body: JSON.stringify({ pages: { "/en": "<h1>Home v2</h1>", "/en/about": "<h1>About v2</h1>" }, files: {} }),
        type: "application/json",
        version: "v2",
      };
      httpCache.add("/offline/en-e1.json");
      await navigate("v2");
      // Past the browser's HTTP cache, where the old pack may be.
      expect(requested.filter((path) => path === "/offline/en-e1.json")).toHaveLength(2);
      expect(await cache.entries.get(at("/en/about"))!.text()).toBe("<h1>About v2</h1>");
      expect(await (await cache.match("/offline/site-version/en"))!.text()).toBe("v2");

      await navigate("v2");
      expect(requested.filter((path) => path === "/offline/en-e1.json")).toHaveLength(2);
    } finally {
      SERVER["/offline/en-e1.json"] = shipped;
      delete SERVER["/en"];
    }
  });
});
