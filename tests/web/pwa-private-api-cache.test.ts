// Sign-out empties the service worker's API cache (src/web/pwa/private-api-cache.ts), and nothing breaks where
// there is no Cache Storage.
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_GET_CACHE } from "../../src/web/pwa/cache-rules.ts";
import { clearPrivateApiCache } from "../../src/web/pwa/private-api-cache.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("clearPrivateApiCache", () => {
  it("deletes the API cache by the name the service worker uses", async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal("window", { caches: { delete: remove } });
    await clearPrivateApiCache();
    expect(remove).toHaveBeenCalledWith(API_GET_CACHE);
  });

  it("resolves without Cache Storage or when the browser refuses", async () => {
    vi.stubGlobal("window", {});
    await expect(clearPrivateApiCache()).resolves.toBeUndefined();
    vi.stubGlobal("window", { caches: { delete: () => Promise.reject(new Error("SecurityError")) } });
    await expect(clearPrivateApiCache()).resolves.toBeUndefined();
  });
});
