// The outbox store's contract, which the IndexedDB store (checked in the browser tests) and the in-memory one share:
// one value per key, an add that never overwrites, and a read-change-write in one step, so two tabs writing at once
// each keep their own request and a change never brings back a request another tab removed.
import { describe, expect, it } from "vitest";
import { memoryOutboxStore } from "../../src/web/offline/outbox/memory-outbox-store.ts";

describe("the outbox store", () => {
  it("keeps one value per key: two writers of different keys both stay", async () => {
    const store = memoryOutboxStore();
    await Promise.all([store.add("key-a", { from: "tab A" }), store.add("key-b", { from: "tab B" })]);
    expect(await store.readAll()).toEqual([
      { key: "key-a", value: { from: "tab A" } },
      { key: "key-b", value: { from: "tab B" } },
    ]);
  });

  it("never overwrites with an add", async () => {
    const store = memoryOutboxStore();
    expect(await store.add("key", { version: 1 })).toBe(true);
    expect(await store.add("key", { version: 2 })).toBe(false);
    expect(await store.readAll()).toEqual([{ key: "key", value: { version: 1 } }]);
  });

  it("changes a value from what is stored now, deletes on undefined, and resolves with what was there", async () => {
    const store = memoryOutboxStore();
    await store.add("key", { tries: 1 });
    expect(await store.update("key", (current) => ({ tries: (current as { tries: number }).tries + 1 }))).toEqual({
      tries: 1,
    });
    expect(store.values.get("key")).toEqual({ tries: 2 });
    expect(await store.update("key", () => undefined)).toEqual({ tries: 2 });
    expect(store.values.has("key")).toBe(false);
    // A change of a value that is gone leaves it gone.
    expect(await store.update("key", (current) => current)).toBeUndefined();
    expect(store.values.has("key")).toBe(false);
  });

  it("hands out copies: a value changed by its reader is not changed in the store", async () => {
    const store = memoryOutboxStore();
    await store.add("key", { state: "waiting" });
    const [read] = await store.readAll();
    (read?.value as { state: string }).state = "failed";
    expect(store.values.get("key")).toEqual({ state: "waiting" });
  });
});
