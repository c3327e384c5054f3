// What a log line may say about a request and an error. A failed query's error carries its SQL
// parameters (drizzle puts them in the message, the stack and a `params` field): a password hash, an e-mail
// address, a guest's notes. A URL's query string and the calendar feed's path carry secrets too. So the request is
// logged as its method, path (query values and the feed token left out) and address, never headers or body; an
// error as its type, message, code, query text and stack, with the parameters cut out, and its causes the same way.
import type { FastifyRequest } from "fastify";

const PARAMS_MARKER = "\nparams:";
const PARAMS_OMITTED = "\nparams: [not logged]";
const MAX_CAUSE_DEPTH = 3;
const MAX_QUERY_LENGTH = 2_000;
// The secret token of a villa's iCalendar export (/api/calendar/{token}.ics) is the feed's only protection.
const CALENDAR_FEED_PATH = /^(\/api\/calendar\/)[^/?]+(\.ics)$/;

/** The URL with the query's values left out (`?page&limit`) and the calendar feed's token hidden. */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(CALENDAR_FEED_PATH, "$1[token]$2");
  if (queryAt === -1) return path;
  const names = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => pair.split("=", 1)[0] ?? "")
    .filter((name) => name !== "");
  return names.length > 0 ? `${path}?${names.join("&")}` : path;
}

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

export function requestForLog(request: FastifyRequest | RequestLike): Record<string, unknown> {
  return {
    method: request.method,
    url: typeof request.url === "string" ? loggableUrl(request.url) : undefined,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function withoutParams(text: string): string {
  const at = text.indexOf(PARAMS_MARKER);
  return at === -1 ? text : text.slice(0, at) + PARAMS_OMITTED;
}

// Fields a database or Node error carries that say what went wrong without quoting data. PostgreSQL's `detail`,
// `where` and `hint` may quote values ("Key (email)=(…) already exists"), so they are not among them.
const SAFE_FIELDS = [
  "code",
  "errno",
  "syscall",
  "statusCode",
  "severity",
  "routine",
  "constraint",
  "table",
  "column",
] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function errorForLog(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) {
    return { type: typeof err, message: typeof err === "string" ? withoutParams(err) : "(not an Error)", stack: "" };
  }
  const message = withoutParams(err.message);
  const stack = typeof err.stack === "string" ? err.stack : "";
  const out: LoggedError = {
    type: err.constructor.name || err.name,
    message,
    // The stack starts with the message, parameters included: that part is replaced by the cleaned message.
    stack: withoutParams(err.message === "" ? stack : stack.split(err.message).join(message)),
  };
  const fields = err as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") out[field] = value;
  }
  // A failed query's SQL text has placeholders ($1), never values.
  if (typeof fields.query === "string") out.query = fields.query.slice(0, MAX_QUERY_LENGTH);
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = errorForLog(err.cause, depth + 1);
  return out;
}

/** Pino serializers for every logger of the app (app.ts adds them to any logger options it is given). */
export const LOG_SERIALIZERS = { req: requestForLog, err: (err: unknown) => errorForLog(err) };
