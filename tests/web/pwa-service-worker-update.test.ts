// "Update available" (src/web/pwa/service-worker-update.ts): a new version is applied only when the guest asks,
// and the page reloads only once the new worker controls it.
import { describe, expect, it, vi } from "vitest";
import { watchForUpdates, type UpdateSource } from "../../src/web/pwa/service-worker-update.ts";

type Listener = (event: { isExternal?: boolean; isUpdate?: boolean }) => void;

function fakeWorkbox() {
  const listeners = new Map<string, Listener[]>();
  const source: UpdateSource & { emit(type: string, event?: Parameters<Listener>[0]): void } = {
    addEventListener(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting: vi.fn(),
    emit(type, event = {}) {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
  };
  return source;
}

describe("watchForUpdates", () => {
  it("reports a waiting version and reloads only after Reload, once the new worker controls the page", () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    const watcher = watchForUpdates(workbox, reload);
    const changes = vi.fn();
    watcher.subscribe(changes);
    expect(watcher.state()).toBe("current");

    workbox.emit("waiting");
    expect(watcher.state()).toBe("waiting");
    expect(changes).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    watcher.apply();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    workbox.emit("controlling", { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads by itself", () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    const watcher = watchForUpdates(workbox, reload);
    workbox.emit("waiting");
    workbox.emit("controlling", { isUpdate: true, isExternal: true });
    expect(reload).not.toHaveBeenCalled();
    expect(watcher.state()).toBe("taken-over");
  });

  it("ignores the first install taking the page: same code, nothing to update", () => {
    const workbox = fakeWorkbox();
    const watcher = watchForUpdates(workbox, vi.fn());
    workbox.emit("controlling", { isUpdate: false });
    expect(watcher.state()).toBe("current");
  });

  it("reloads at once when another tab already switched to the new version", () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    const watcher = watchForUpdates(workbox, reload);
    workbox.emit("controlling", { isUpdate: true, isExternal: true });
    watcher.apply();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does nothing on Reload when there is no new version, and asks only once", () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    const watcher = watchForUpdates(workbox, reload);
    watcher.apply();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    workbox.emit("waiting");
    watcher.apply();
    watcher.apply();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });
});
