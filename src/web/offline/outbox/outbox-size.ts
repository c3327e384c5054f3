// How many requests the signed-in guest has in the outbox, as a value outside React and TanStack: the sign-out
// buttons ask it (sign-out-guard.ts), also on a prerendered page, where the outbox is loaded only after the page
// itself (src/web/site/app-services.tsx). Unknown until whoever holds the query client tracks it
// (track-outbox-size.ts).
import { externalValue } from "../../ui/external-value.ts";

export const outboxSizeValue = externalValue<number | null>(null);

let announceKnown: () => void = () => undefined;
const known = new Promise<void>((resolve) => {
  announceKnown = resolve;
});

/** Called by the tracker once the saved outbox is restored. */
export function outboxSizeKnown(): void {
  announceKnown();
}

/** The size once it is known. */
export async function outboxSize(): Promise<number> {
  await known;
  return outboxSizeValue.get() ?? 0;
}
