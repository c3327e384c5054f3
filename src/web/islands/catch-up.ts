// An island catches up, as it hydrates, with what the visitor did on it before (early-input.ts). Hydration keeps
// the fields as the visitor left them but starts the island's state from the build's HTML, so a form would send
// empty fields, or clear them on its next render: each field that differs from what the island rendered is reported
// to it as the visitor's own change. Then the taps, keys and submits the head script kept are replayed, in order,
// each applied before the next (flushSync), all before the browser paints the hydrated island. Loaded only for an
// island used that early.
import { flushSync } from "react-dom";

/** What the visitor had put in the fields that differ from the build's HTML: text, a tick, an option's index. */
export type NotedFields = ReadonlyMap<Element, string | boolean | number>;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const VALUELESS_INPUTS = new Set(["button", "submit", "reset", "image", "file", "hidden"]);

function isCheck(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

/** The option shown when the visitor has chosen none (a single select; the islands have no multiple one). */
function defaultIndex(field: HTMLSelectElement): number {
  return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.index ?? -1;
}

/** What the visitor has changed in `field`, or undefined. */
function visitorsValue(field: Field): string | boolean | number | undefined {
  if (field instanceof HTMLSelectElement)
    return field.selectedIndex !== defaultIndex(field) ? field.selectedIndex : undefined;
  if (isCheck(field)) return field.checked !== field.defaultChecked ? field.checked : undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}

function fieldsOf(root: HTMLElement): Field[] {
  return [...root.querySelectorAll<Field>("input, textarea, select")].filter(
    (field) => !field.disabled && !(field instanceof HTMLInputElement && VALUELESS_INPUTS.has(field.type)),
  );
}

/**
 * Notes what the visitor has put in the island's fields, just before it is hydrated: a render of the island right
 * after hydration (an update from one of its own effects) would set them back to its state before the island hears
 * of them.
 */
export function noteFields(root: HTMLElement): NotedFields {
  const noted = new Map<Element, string | boolean | number>();
  for (const field of fieldsOf(root)) {
    const value = visitorsValue(field);
    if (value !== undefined) noted.set(field, value);
  }
  return noted;
}

/**
 * React remembers the value it last saw of each field and calls onChange only when an input event finds another.
 * After hydration it has seen what the visitor typed; so the field is first set back to what the island rendered
 * (through the element, which React watches), then given the typed text again behind React's back, and an input
 * event tells the island.
 */
function carryOverText(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const focused = document.activeElement === field;
  // Email and number fields have no selection to read (null) or set (throws).
  const start = focused ? field.selectionStart : null;
  const selection = start === null ? null : ([start, field.selectionEnd ?? start] as const);
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, typed);
  flushSync(() => field.dispatchEvent(new Event("input", { bubbles: true })));
  if (selection) field.setSelectionRange(selection[0], selection[1]);
}

/** A checkbox (or the radio button chosen) the same way: set back, then clicked as the visitor did. */
function carryOverCheck(field: HTMLInputElement, chosen: boolean): void {
  if (field.type === "radio" && !chosen) return;
  field.checked = !chosen;
  flushSync(() => field.click());
}

/** React reads a select's choice on every change event. */
function carryOverChoice(field: HTMLSelectElement, index: number): void {
  field.selectedIndex = index;
  flushSync(() => field.dispatchEvent(new Event("change", { bubbles: true })));
}

/** The field as the visitor left it: as it is, or as noted if the island's first renders have set it back. */
function carryOverField(field: Field, noted: NotedFields): void {
  const value = visitorsValue(field) ?? noted.get(field);
  if (value === undefined) return;
  if (field instanceof HTMLSelectElement) {
    if (typeof value === "number" && value !== defaultIndex(field)) carryOverChoice(field, value);
  } else if (isCheck(field)) {
    if (typeof value === "boolean" && value !== field.defaultChecked) carryOverCheck(field, value);
  } else if (typeof value === "string" && value !== field.defaultValue) carryOverText(field, value);
}

// What the browser did itself on a click is not done twice: a link followed, a label or a field toggled (its state is
// carried over above), a form submitted (its submit event is kept and replayed).
const ACTS_ON_CLICK = "a[href], label, input, select, textarea, summary, [contenteditable]";

function replaysClick(target: Element): boolean {
  if (target.closest(ACTS_ON_CLICK)) return false;
  const button = target.closest("button");
  return !(button?.form && button.type !== "button");
}

// Keys on a field typed into it; Tab has already moved the focus.
function replaysKey(event: KeyboardEvent, target: Element): boolean {
  return event.key !== "Tab" && !target.closest("input, textarea, select, [contenteditable]");
}

function modifiers(event: MouseEvent | KeyboardEvent) {
  const { ctrlKey, shiftKey, altKey, metaKey } = event;
  return { bubbles: true, cancelable: true, composed: true, view: window, ctrlKey, shiftKey, altKey, metaKey };
}

function replayClick(event: MouseEvent, target: Element): void {
  const { detail, screenX, screenY, clientX, clientY, button, buttons } = event;
  const init = { ...modifiers(event), detail, screenX, screenY, clientX, clientY, button, buttons };
  flushSync(() => target.dispatchEvent(new MouseEvent("click", init)));
}

function replayKey(event: KeyboardEvent, target: Element): void {
  const { key, code, location, repeat } = event;
  flushSync(() =>
    target.dispatchEvent(new KeyboardEvent("keydown", { ...modifiers(event), key, code, location, repeat })),
  );
}

function submitterOf(event: SubmitEvent, form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | undefined {
  const submitter = event.submitter;
  if (!(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement)) return undefined;
  return submitter.form === form && submitter.type === "submit" ? submitter : undefined;
}

/**
 * Brings the island hydrated in `root` up to what the visitor did on it before: its fields, with what was `noted`
 * (noteFields), then the `events` the head script kept there, in order. Called once the hydration is committed.
 */
export function catchUp(root: HTMLElement, noted: NotedFields, events: readonly Event[]): void {
  for (const field of fieldsOf(root)) carryOverField(field, noted);
  // A form sent twice before it responded is sent once.
  const submitted = new Set<HTMLFormElement>();
  for (const event of events) {
    const target = event.target;
    if (!(target instanceof Element) || !target.isConnected || !root.contains(target)) continue;
    if (event instanceof MouseEvent && event.type === "click") {
      if (replaysClick(target)) replayClick(event, target);
    } else if (event instanceof KeyboardEvent && event.type === "keydown") {
      if (replaysKey(event, target)) replayKey(event, target);
    } else if (event instanceof SubmitEvent && target instanceof HTMLFormElement && !submitted.has(target)) {
      submitted.add(target);
      const submitter = submitterOf(event, target);
      flushSync(() => target.requestSubmit(submitter));
    }
  }
}
