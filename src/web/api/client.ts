// The browser's single HTTP client (SPEC 8, SPEC 9, DESIGN 4): every call goes through `request()`.
// It adds the Bearer token, unwraps the envelope, times out after 30 s, retries what is safe to retry,
// refreshes the session once on a 401 (one refresh at a time across tabs) and reports every failure as an
// ApiRequestError with a SPEC 8 message. Only the server refusing the session signs the visitor out.
import { withRefreshLock } from "../auth/refresh-lock.ts";
import {
  clearStoredSession,
  readAccessToken,
  readRefreshToken,
  saveStoredSession,
  type SessionUser,
} from "../auth/session-storage.ts";
import { noteServerAnswered, noteServerUnreachable } from "../offline/server-reachability.ts";
import { isNetworkOff, isSimulatedOffline } from "../offline/simulated-offline.ts";
import { SERVED_FROM_CACHE_HEADER } from "../pwa/cache-rules.ts";
import { ApiRequestError, clientError, errorFromResponse } from "./errors.ts";

export const API_BASE = "/api";
/** SPEC 9 "Request timeout". */
export const REQUEST_TIMEOUT_MS = 30_000;
/** SPEC 9 "Retry": up to 3 retries, the delay starting at 1 s and doubling. */
export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;

export const REFRESH_PATH = "/auth/refresh-token";
// Calls that must never trigger a refresh: a 401 from them means bad credentials or a dead refresh token.
const AUTH_CALLS = new Set(["/auth/login", "/auth/register", REFRESH_PATH]);

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as the `Idempotency-Key` header; it also makes a POST or PATCH safe to retry. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** Overrides for tests and long uploads; SPEC 9 values by default. */
  timeoutMs?: number;
  retries?: number;
}

export interface ApiResponse<T> {
  data: T;
  message?: string;
  pagination?: PageInfo;
  status: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What one attempt produced: a response (body already read) or no response at all. */
export type Attempt = { kind: "response"; status: number; body: unknown } | { kind: "network" } | { kind: "timeout" };

/** A response body as text: its JSON, else the text itself (a proxy's HTML page), undefined when empty. */
export function parseBody(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function canceled(): ApiRequestError {
  return clientError(0, "CANCELED", "canceled");
}

/** How an attempt reads a response's body: by default its text, as JSON when it is (parseBody). */
export type BodyReader = (response: Response) => Promise<unknown>;

const readParsedBody: BodyReader = async (response) => parseBody(await response.text());

/** One fetch, with the timeout covering the body too; a cancel by the caller throws, everything else is reported. */
export async function attempt(
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  timeoutMs: number,
  readBody: BodyReader = readParsedBody,
): Promise<Attempt> {
  if (signal?.aborted) throw canceled();
  // DESIGN 5 "Simulate offline": the call fails the way it would without a network, without leaving the page.
  if (isSimulatedOffline()) return { kind: "network" };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const body = await readBody(response);
    if (!response.headers.has(SERVED_FROM_CACHE_HEADER)) noteServerAnswered();
    return { kind: "response", status: response.status, body };
  } catch {
    if (signal?.aborted) throw canceled();
    // The device says it has a network, yet nothing answered: the server is out of reach, not the guest offline.
    if (!isNetworkOff()) noteServerUnreachable();
    return timedOut ? { kind: "timeout" } : { kind: "network" };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(canceled());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(canceled());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  const lower = name.toLowerCase();
  return Object.keys(headers).some((key) => key.toLowerCase() === lower);
}

/**
 * Whether a call may be sent again after no response or a 5xx. POST and PATCH only with an Idempotency-Key:
 * the first attempt may have reached the server and done its work before the answer was lost, and sending a
 * booking request again without a key could book the same stay twice. With a key the server answers a repeat
 * with the first result instead of acting again. 4xx answers are never retried: the same request fails the same way.
 */
function isRetryable(method: HttpMethod, headers: Record<string, string>): boolean {
  if (method === "POST" || method === "PATCH") return hasHeader(headers, "Idempotency-Key");
  return true;
}

/** The request path without its query string, for recognising auth calls. */
function routeOf(path: string): string {
  return path.split("?")[0] ?? path;
}

/** Sends one call with the timeout and retry rules; returns the final response or throws for no response. */
async function send(
  path: string,
  options: RequestOptions,
  method: HttpMethod,
  accessToken: string | null,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const init: RequestInit = {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
  const retries = isRetryable(method, headers) ? (options.retries ?? MAX_RETRIES) : 0;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let delay = RETRY_BASE_DELAY_MS;
  for (let tries = 0; ; tries++) {
    const result = await attempt(`${API_BASE}${path}`, init, options.signal, timeoutMs);
    const failed = result.kind !== "response" || result.status >= 500;
    // Without a network another try in a second cannot do better: the caller (or the outbox) hears at once.
    if (!failed || tries >= retries || (result.kind === "network" && isNetworkOff())) {
      if (result.kind === "network") throw clientError(0, "NETWORK", "network");
      if (result.kind === "timeout") throw clientError(0, "TIMEOUT", "timeout");
      return result;
    }
    await sleep(delay, options.signal);
    delay *= 2;
  }
}

/** The body of a 2xx response as an envelope: `success: false` is a failure, an unwrapped object is the data. */
export function unwrap<T>(status: number, body: unknown): ApiResponse<T> {
  if (status === 204 || body === undefined) return { data: undefined as T, status };
  if (typeof body !== "object" || body === null) throw clientError(status, "INVALID_RESPONSE", "invalidResponseFormat");
  if (isRecord(body) && typeof body.success === "boolean") {
    if (!body.success) throw errorFromResponse(status, body);
    const result: ApiResponse<T> = { data: body.data as T, status };
    if (typeof body.message === "string") result.message = body.message;
    if (isRecord(body.pagination)) result.pagination = body.pagination as unknown as PageInfo;
    return result;
  }
  return { data: body as T, status };
}

// One refresh at a time: every request that meets a 401 while it runs waits for the same promise.
let refreshing: Promise<void> | null = null;

function sessionExpired(key: "sessionExpired" | "sessionExpiredLogin"): ApiRequestError {
  return clientError(401, "UNAUTHENTICATED", key);
}

/**
 * Whether the server itself has ended the session: the refresh token was refused (401) or the account deactivated
 * (403). A 429, a 5xx, a timeout or no answer at all says nothing about the session.
 */
function sessionEnded(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

async function refreshWith(refreshToken: string): Promise<void> {
  try {
    const { status, body } = await send(REFRESH_PATH, { method: "POST", body: { refreshToken } }, "POST", null);
    if (status < 200 || status >= 300) throw errorFromResponse(status, body);
    const session = unwrap<unknown>(status, body).data;
    if (
      !isRecord(session) ||
      typeof session.accessToken !== "string" ||
      typeof session.refreshToken !== "string" ||
      !isRecord(session.user)
    ) {
      throw clientError(status, "INVALID_RESPONSE", "tokenRefreshFailed");
    }
    // A sign-out or another sign-in while the answer was on its way is newer news than this answer.
    if (readRefreshToken() !== refreshToken) return;
    saveStoredSession({
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      user: session.user as unknown as SessionUser,
    });
  } catch (error) {
    // No answer (offline, timeout), a server failure or a rate limit says nothing about the session: keep it, so
    // the guest stays signed in at the villa with bad Wi-Fi (DESIGN 5). The token sent is kept too: if the server
    // did spend it before its answer was lost, it hands the same successor back when the token comes again.
    if (!sessionEnded(error)) throw error;
    if (readRefreshToken() === refreshToken) clearStoredSession();
    throw sessionExpired("sessionExpiredLogin");
  }
}

async function runRefresh(): Promise<void> {
  const known = readRefreshToken();
  await withRefreshLock(async () => {
    // Read again once the lock is held: another tab may have refreshed, signed out or signed in meanwhile.
    const refreshToken = readRefreshToken();
    if (!refreshToken) {
      clearStoredSession();
      throw sessionExpired("sessionExpired");
    }
    // Another tab refreshed while this one waited: its new tokens serve this tab too.
    if (refreshToken !== known) return;
    await refreshWith(refreshToken);
  });
}

/** After a 401: a refresh, unless another request already replaced the token this one was sent with. */
export async function refreshAfterUnauthorized(sentWith: string | null): Promise<void> {
  const current = readAccessToken();
  if (!current || current === sentWith) await refreshSession();
}

/** Refreshes the session, joining a refresh already under way. Rejects with 401 "Session expired..." on failure. */
export function refreshSession(): Promise<void> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The one request function every API call uses. `path` is relative to `/api` (`/villas?limit=1`).
 * Resolves with the unwrapped envelope; rejects with an ApiRequestError whose message is the SPEC 8 text.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  if (!path) throw clientError(0, "BAD_REQUEST", "urlRequired");
  const method = options.method ?? "GET";
  const isAuthCall = AUTH_CALLS.has(routeOf(path));
  const token = isAuthCall ? null : readAccessToken();
  let { status, body } = await send(path, options, method, token);
  if (status === 401 && !isAuthCall) {
    await refreshAfterUnauthorized(token);
    ({ status, body } = await send(path, options, method, readAccessToken()));
  }
  if (status < 200 || status >= 300) throw errorFromResponse(status, body);
  return unwrap<T>(status, body);
}
