// The one small store behind values that live outside React (install offer, update state, simulate offline...).
import { describe, expect, it } from "vitest";
import { externalValue } from "../../src/web/ui/external-value.ts";

describe("externalValue", () => {
  it("tells its subscribers about a change, not about the same value again, and stops after unsubscribing", () => {
    const value = externalValue(1);
    const seen: number[] = [];
    const unsubscribe = value.subscribe(() => seen.push(value.get()));
    value.set(2);
    value.set(2);
    unsubscribe();
    value.set(3);
    expect(seen).toEqual([2]);
    expect(value.get()).toBe(3);
  });
});
