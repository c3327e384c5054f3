// Which characters typed text may hold: no C0 control character (tab, line feed and carriage return
// only in the fields that span lines), no DEL, and no lone UTF-16 surrogate. Such characters never come from a
// keyboard; PostgreSQL refuses U+0000 outright (a 500 before this rule) and the others end up invisible in mails
// and the back office. The API applies it to every string of every request (body, query and path), the browser
// shows its message translated. No zod here, so the marketing pages can use it too.
import type { FieldError } from "./errors.ts";
import { isLanguage } from "./languages.ts";

/** The English message of the rule; the browser shows its translation. */
export const CONTROL_CHARACTER_MESSAGE = "Contains characters that are not allowed (control characters)";

/** The fields whose text may span lines: the forms' text areas. Matched by the field's own name. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  "notes",
  "message",
  "question",
  "description",
  "rejectionReason",
  "cancellationReason",
  "arrivalInstructions",
  "houseRules",
  "checkOutSteps",
  // The site's postal address (site settings) is written one line per line of the envelope.
  "address",
]);

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DEL = 0x7f;

/** True when `text` holds a character the rule refuses; `multiLine` allows tab, line feed and carriage return. */
export function hasControlCharacter(text: string, multiLine: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (multiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
      return true;
    }
    if (code === DEL) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return true;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/** At most this many errors are reported: one is enough to explain, a thousand would only make the answer large. */
const MAX_ERRORS = 20;
const MAX_PATH_LENGTH = 200;

interface Node {
  value: unknown;
  /** The object key or array index that leads here; undefined for the root. */
  key: string | undefined;
  parent: Node | undefined;
  /** The nearest object key above (array indexes and language codes skipped): whether the text may span lines. */
  field: string | undefined;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) keys.push(at.key);
  const path = keys.reverse().join(".");
  return path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path;
}

/**
 * One field error per string (and object key) of `value` that breaks the rule, with its dotted path. The walk is
 * iterative and shares the paths between nodes: a body nested thousands of levels deep must neither overflow the
 * stack nor cost more than its size.
 */
export function controlCharacterErrors(value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const pending: Node[] = [{ value, key: undefined, parent: undefined, field: undefined }];
  const fail = (node: Node) => errors.push({ path: pathOf(node), message: CONTROL_CHARACTER_MESSAGE });
  while (pending.length > 0 && errors.length < MAX_ERRORS) {
    const node = pending.pop();
    if (!node) break;
    // An object key is checked like a value: array indexes are digits and always pass.
    if (node.key !== undefined && hasControlCharacter(node.key, false)) {
      fail(node);
      continue;
    }
    const current = node.value;
    if (typeof current === "string") {
      if (hasControlCharacter(current, node.field !== undefined && MULTI_LINE_FIELDS.has(node.field))) fail(node);
    } else if (Array.isArray(current)) {
      // Pushed last to first, so the errors come out in document order.
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], key: String(index), parent: node, field: node.field });
      }
    } else if (typeof current === "object" && current !== null) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, entry] = entries[index] ?? ["", undefined];
        // A text per language ({ description: { en, fr } }) is still its field's text.
        pending.push({ value: entry, key, parent: node, field: isLanguage(key) ? node.field : key });
      }
    }
  }
  return errors;
}
