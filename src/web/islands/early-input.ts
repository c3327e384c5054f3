// What the head script keeps of what the visitor does on islands that are not live yet (islands/early-input-script.ts).
// An island with something kept catches up with it as it hydrates (catch-up.ts, loaded only then).
import { EARLY_INPUT_KEY } from "./site-page.ts";

/** What the head script keeps; `on`, once set, hears of each event as it is kept. */
export interface EarlyInput extends Array<Event> {
  on?: (event: Event) => void;
}

/** The head script's list (an empty one where the page has no head script, as in a unit test). */
export function earlyInput(): EarlyInput {
  const page = window as unknown as { [EARLY_INPUT_KEY]?: EarlyInput };
  return (page[EARLY_INPUT_KEY] ??= []);
}

/** Whether `event` happened inside `root`. */
export function happenedIn(root: HTMLElement, event: Event): boolean {
  return event.target instanceof Node && root.contains(event.target);
}

/** Whether the visitor has done anything on `root` yet: a field cannot be typed into or chosen without a focus. */
export function usedEarly(root: HTMLElement): boolean {
  return earlyInput().some((event) => happenedIn(root, event));
}

/** Takes the events that happened inside `root` out of the list, in the order they happened. */
export function takeEarlyInput(root: HTMLElement): Event[] {
  const list = earlyInput();
  const taken = list.filter((event) => happenedIn(root, event));
  // In place: the head script keeps adding to this very array.
  list.splice(0, list.length, ...list.filter((event) => !happenedIn(root, event)));
  return taken;
}
