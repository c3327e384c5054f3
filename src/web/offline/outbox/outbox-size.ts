// How many requests the signed-in guest has in the outbox, asked outside React and TanStack: the sign-out buttons
// ask it (sign-out-guard.ts), also on a prerendered page, where the outbox is loaded only after the page itself
// (src/web/islands/app-services.tsx). Whoever holds the query client hands over how to count (count-outbox.ts) once
// its saved outbox is restored; until then the question waits.
let count: (() => number) | null = null;
let announceCounter: () => void = () => undefined;
const counterReady = new Promise<void>((resolve) => {
  announceCounter = resolve;
});

export function setOutboxCounter(counter: () => number): void {
  count = counter;
  announceCounter();
}

/** The number of the signed-in guest's queued or failed requests, once the outbox is loaded. */
export async function outboxSize(): Promise<number> {
  await counterReady;
  return count?.() ?? 0;
}
