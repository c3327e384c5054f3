// DESIGN 5 "Simulate offline": the link parameter that turns the switch on and off.
import { describe, expect, it } from "vitest";
import { simulateOfflineFromSearch } from "../../src/web/offline/simulated-offline.ts";

describe("simulateOfflineFromSearch", () => {
  it("turns the switch on with 1 or true and off with 0 or false", () => {
    expect(simulateOfflineFromSearch("?simulateOffline=1")).toBe(true);
    expect(simulateOfflineFromSearch("?a=b&simulateOffline=true")).toBe(true);
    expect(simulateOfflineFromSearch("?simulateOffline=0")).toBe(false);
    expect(simulateOfflineFromSearch("?simulateOffline=false")).toBe(false);
  });

  it("leaves the switch alone without the parameter or with another value", () => {
    expect(simulateOfflineFromSearch("")).toBeNull();
    expect(simulateOfflineFromSearch("?simulateOffline=yes")).toBeNull();
    expect(simulateOfflineFromSearch("?other=1")).toBeNull();
  });
});
