// The typewriter's rhythm (SPEC 9: 80 ms per typed letter, 40 ms per deleted letter, 3000 ms pause, loop),
// as a pure step function so the timing rules are tested without timers.

export const TYPEWRITER_TIMING = { typeMs: 80, deleteMs: 40, pauseMs: 3000 } as const;

export interface TypewriterState {
  /** Which tagline is on screen. */
  line: number;
  /** How many of its characters are shown. */
  length: number;
  deleting: boolean;
}

export const TYPEWRITER_START: TypewriterState = { line: 0, length: 0, deleting: false };

/** The state that follows `state`, and how long to wait before showing it. */
export function nextTypewriterStep(
  state: TypewriterState,
  lines: readonly string[],
): { state: TypewriterState; delayMs: number } {
  const full = [...(lines[state.line] ?? "")].length;
  if (!state.deleting) {
    if (state.length < full)
      return { state: { ...state, length: state.length + 1 }, delayMs: TYPEWRITER_TIMING.typeMs };
    // The whole tagline rests on screen before the first letter goes.
    return { state: { ...state, deleting: true, length: full - 1 }, delayMs: TYPEWRITER_TIMING.pauseMs };
  }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delayMs: TYPEWRITER_TIMING.deleteMs };
  const line = (state.line + 1) % Math.max(lines.length, 1);
  return { state: { line, length: 1, deleting: false }, delayMs: TYPEWRITER_TIMING.typeMs };
}

/** The visible text of a state; counts code points so no emoji or accent is cut in half. */
export function typewriterText(state: TypewriterState, lines: readonly string[]): string {
  return [...(lines[state.line] ?? "")].slice(0, Math.max(0, state.length)).join("");
}
