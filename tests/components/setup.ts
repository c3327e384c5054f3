// Each component test file: jest-dom matchers, and a clean document after every test (no Vitest globals, so
// Testing Library cannot register its own cleanup).
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});
