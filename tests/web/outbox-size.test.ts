// The outbox's size as the sign-out buttons ask it (src/web/offline/outbox/outbox-size.ts): on a prerendered page the
// question can come before the outbox is loaded, and then waits for it; afterwards every answer is counted afresh.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as OutboxSize from "../../src/web/offline/outbox/outbox-size.ts";

let module: typeof OutboxSize;

beforeEach(async () => {
  vi.resetModules();
  module = await import("../../src/web/offline/outbox/outbox-size.ts");
});

describe("outboxSize", () => {
  it("waits until the outbox is loaded, then answers with its count", async () => {
    let answered: number | undefined;
    const asked = module.outboxSize().then((size) => (answered = size));
    await Promise.resolve();
    expect(answered).toBeUndefined();
    module.setOutboxCounter(() => 2);
    await asked;
    expect(answered).toBe(2);
  });

  it("counts again each time it is asked", async () => {
    let queued = 1;
    module.setOutboxCounter(() => queued);
    expect(await module.outboxSize()).toBe(1);
    queued = 0;
    expect(await module.outboxSize()).toBe(0);
  });
});
