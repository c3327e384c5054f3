// The owner's reply to a message: a mailto: link to the sender with "Re: <subject>". A question or a message
// without a subject is answered with "Re: " and the start of its text, so the sender recognises the thread.
import type { Message } from "../../../../domain/schemas/message.ts";

/** How much of the text stands in for a missing subject. */
export const EXCERPT_MAX_LENGTH = 60;

/** The first words of `text` on one line, at most `max` characters, cut at a word with "…". */
export function excerpt(text: string, max = EXCERPT_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function replySubject(message: Pick<Message, "subject" | "message">): string {
  const subject = message.subject?.trim();
  return `Re: ${subject ? subject : excerpt(message.message)}`;
}

/** mailto:sender?subject=Re%3A%20... — the address as the API stored it (trimmed, lower-case). */
export function replyHref(message: Pick<Message, "email" | "subject" | "message">): string {
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(replySubject(message))}`;
}
