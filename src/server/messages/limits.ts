// The window of the per-address limit on POST /api/messages; its size is config.messagesPer10Minutes.
export const MESSAGES_WINDOW_MS = 10 * 60_000;
