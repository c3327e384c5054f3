// SPEC 8 toasts: durations per kind, at most five visible, replacement and pause on hover.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  holdToast,
  MAX_VISIBLE_TOASTS,
  readToasts,
  releaseToast,
  resetToasts,
  toast,
  TOAST_DURATION_MS,
} from "../../src/web/ui/toast/toast-store.ts";

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe("toasts", () => {
  it("uses the SPEC durations: success 4 s, error 5 s, warning 4 s, info 3 s", () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 4000, error: 5000, warning: 4000, info: 3000 });
    toast.info("info");
    toast.success("success");
    toast.error("error");
    vi.advanceTimersByTime(2999);
    expect(readToasts().map((t) => t.title)).toEqual(["info", "success", "error"]);
    vi.advanceTimersByTime(1);
    expect(readToasts().map((t) => t.title)).toEqual(["success", "error"]);
    vi.advanceTimersByTime(1000);
    expect(readToasts().map((t) => t.title)).toEqual(["error"]);
    vi.advanceTimersByTime(1000);
    expect(readToasts()).toEqual([]);
  });

  it("keeps at most five, dropping the oldest", () => {
    for (let n = 1; n <= 7; n++) toast.warning(`toast ${n}`);
    expect(MAX_VISIBLE_TOASTS).toBe(5);
    expect(readToasts().map((t) => t.title)).toEqual(["toast 3", "toast 4", "toast 5", "toast 6", "toast 7"]);
  });

  it("replaces a progress toast with its outcome", () => {
    const id = toast.info("Signing you in...");
    toast.success("Login successful! Redirecting...", { replaces: id, description: "details" });
    expect(readToasts()).toMatchObject([
      { kind: "success", title: "Login successful! Redirecting...", description: "details" },
    ]);
  });

  it("holds a toast while it is hovered or focused, then gives it its full time again", () => {
    const id = toast.success("saved");
    vi.advanceTimersByTime(3500);
    holdToast(id);
    vi.advanceTimersByTime(10_000);
    expect(readToasts()).toHaveLength(1);
    releaseToast(id);
    vi.advanceTimersByTime(3999);
    expect(readToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(readToasts()).toHaveLength(0);
  });

  it("dismisses on request", () => {
    const id = toast.error("failed");
    toast.dismiss(id);
    expect(readToasts()).toEqual([]);
  });
});
