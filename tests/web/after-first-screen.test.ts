// What the app starts once its first screen is drawn (src/web/app/after-first-screen.ts): not before the route has
// rendered and a frame has been painted, once only, and at the latest after a while (a background tab, a route that
// never settles).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstScreen } from "../../src/web/app/after-first-screen.ts";
import type { AppRouter } from "../../src/web/app/router.tsx";

function fakeRouter() {
  const listeners = new Set<() => void>();
  const router = {
    subscribe: (event: string, listener: () => void) => {
      expect(event).toBe("onResolved");
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as AppRouter;
  return { router, resolve: () => [...listeners].forEach((listener) => listener()), listeners };
}

beforeEach(() => {
  vi.useFakeTimers();
  // A frame every 16 ms; idle callbacks as soon as the timers let them.
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 1));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("afterFirstScreen", () => {
  it("starts nothing before the route has rendered, then once after the next frame", async () => {
    const { router, resolve, listeners } = fakeRouter();
    const start = vi.fn();
    afterFirstScreen(router, start);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(start).not.toHaveBeenCalled();
    resolve();
    await vi.advanceTimersByTimeAsync(10);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(start).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
    resolve();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at the latest after 5 s when the route never settles or no frame is painted", async () => {
    const { router } = fakeRouter();
    const start = vi.fn();
    afterFirstScreen(router, start);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
