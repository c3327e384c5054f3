// The hero's animated tagline. Screen readers get every tagline once, as plain text; the letter-by-letter
// animation is hidden from them. With reduced motion the first tagline simply stands still.
import { useEffect, useState } from "react";
import { nextTypewriterStep, typewriterText, TYPEWRITER_START } from "./typewriter-steps.ts";

/** SPEC 9: the default typewriter cursor blinks every 530 ms. */
const CURSOR_BLINK_MS = 530;

// Its own component, so the blink re-renders only the cursor and never restarts the typing timer.
function BlinkingCursor() {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const timer = window.setInterval(() => setOn((visible) => !visible), CURSOR_BLINK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span
      className={`ms-1 inline-block h-[1em] w-[3px] bg-current align-[-0.15em] ${on ? "opacity-100" : "opacity-0"}`}
    />
  );
}

export interface TypewriterLineProps {
  /** The taglines in order; pass a memoised array (a new array restarts the current step). */
  lines: readonly string[];
  animate: boolean;
  className?: string;
}

export function TypewriterLine({ lines, animate, className }: TypewriterLineProps) {
  const [state, setState] = useState(TYPEWRITER_START);

  useEffect(() => {
    if (!animate) return;
    const { state: next, delayMs } = nextTypewriterStep(state, lines);
    const timer = window.setTimeout(() => setState(next), delayMs);
    return () => window.clearTimeout(timer);
  }, [animate, state, lines]);

  const shown = animate ? typewriterText(state, lines) : (lines[0] ?? "");
  return (
    <p className={className}>
      <span className="sr-only">{lines.join(". ")}.</span>
      <span aria-hidden="true" data-testid="typewriter">
        {shown}
        {animate ? <BlinkingCursor /> : null}
      </span>
    </p>
  );
}
