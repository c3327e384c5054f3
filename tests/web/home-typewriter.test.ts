// The hero typewriter's rhythm (SPEC 9: 80 ms typing, 40 ms deleting, 3000 ms pause, looping over the taglines).
import { describe, expect, it } from "vitest";
import {
  nextTypewriterStep,
  typewriterText,
  TYPEWRITER_START,
  type TypewriterState,
} from "../../src/web/features/home/hero/typewriter-steps.ts";

const LINES = ["Sea", "Sun"];

/** Runs the typewriter from the start and records what is on screen and how long each step waited. */
function run(steps: number): { text: string; delayMs: number }[] {
  let state: TypewriterState = TYPEWRITER_START;
  const seen: { text: string; delayMs: number }[] = [];
  for (let i = 0; i < steps; i++) {
    const next = nextTypewriterStep(state, LINES);
    state = next.state;
    seen.push({ text: typewriterText(state, LINES), delayMs: next.delayMs });
  }
  return seen;
}

describe("the typewriter", () => {
  it("types at 80 ms a letter, rests 3 s, deletes at 40 ms a letter and moves to the next tagline", () => {
    expect(run(8)).toEqual([
      { text: "S", delayMs: 80 },
      { text: "Se", delayMs: 80 },
      { text: "Sea", delayMs: 80 },
      { text: "Se", delayMs: 3000 },
      { text: "S", delayMs: 40 },
      { text: "", delayMs: 40 },
      { text: "S", delayMs: 80 },
      { text: "Su", delayMs: 80 },
    ]);
  });

  it("loops back to the first tagline after the last", () => {
    const texts = run(24).map((step) => step.text);
    // Sea: 3 typed + 3 deleted; Sun: the same; then Sea again.
    expect(texts[12]).toBe("S");
    expect(texts.slice(12, 15)).toEqual(["S", "Se", "Sea"]);
  });

  it("never cuts a character in half", () => {
    const lines = ["Море 🌊"];
    let state: TypewriterState = TYPEWRITER_START;
    const texts: string[] = [];
    for (let i = 0; i < 6; i++) {
      state = nextTypewriterStep(state, lines).state;
      texts.push(typewriterText(state, lines));
    }
    expect(texts.at(-1)).toBe("Море 🌊");
  });
});
