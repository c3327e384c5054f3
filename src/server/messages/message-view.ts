// A stored message as the API shows it (messageSchema): times as ISO strings, the language and
// source narrowed to the values the domain allows (the columns are plain text).
import { isLanguage } from "../../domain/languages.ts";
import { MESSAGE_SOURCES, type Message, type MessageSource } from "../../domain/schemas/message.ts";
import type { messages } from "../db/schema.ts";

type MessageRow = typeof messages.$inferSelect;

function isSource(value: string | null): value is MessageSource {
  return value !== null && (MESSAGE_SOURCES as readonly string[]).includes(value);
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    source: isSource(row.source) ? row.source : null,
    language: isLanguage(row.language) ? row.language : "en",
    consentAt: row.consentAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
