// A file the API sends as bytes (an invoice's PDF) rather than an envelope. Otherwise as client.ts: the Bearer token,
// a refresh and one more try on a 401, the request timeout, "Simulate offline", and every failure an ApiRequestError
// with its SPEC 8 message (the error envelope of a refusal is read as usual). Never retried on its own: the person
// who asked for the file sees the failure next to the button and chooses.
import { readAccessToken } from "../auth/session-storage.ts";
import { noteServerAnswered, noteServerUnreachable } from "../offline/server-reachability.ts";
import { isNetworkOff, isSimulatedOffline } from "../offline/simulated-offline.ts";
import { SERVED_FROM_CACHE_HEADER } from "../pwa/cache-rules.ts";
import { API_BASE, parseBody, refreshAfterUnauthorized, REQUEST_TIMEOUT_MS } from "./client.ts";
import { clientError, errorFromResponse } from "./errors.ts";

export interface DownloadOptions {
  signal?: AbortSignal;
  /** What the request accepts: the file's type (the API's JSON answers a refusal). */
  accept?: string;
  timeoutMs?: number;
}

type Fetched = { kind: "file"; blob: Blob } | { kind: "refused"; status: number; body: unknown } | { kind: "network" };

async function fetchOnce(url: string, token: string | null, options: DownloadOptions): Promise<Fetched> {
  const { signal } = options;
  if (signal?.aborted) throw clientError(0, "CANCELED", "canceled");
  if (isSimulatedOffline()) return { kind: "network" };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  signal?.addEventListener("abort", onAbort, { once: true });
  const headers: Record<string, string> = {
    Accept: `${options.accept ?? "application/octet-stream"}, application/json`,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(url, { headers, signal: controller.signal });
    // The body is read under the same timeout: a file that stops arriving is a failure too.
    const fetched: Fetched = response.ok
      ? { kind: "file", blob: await response.blob() }
      : { kind: "refused", status: response.status, body: parseBody(await response.text()) };
    if (!response.headers.has(SERVED_FROM_CACHE_HEADER)) noteServerAnswered();
    return fetched;
  } catch {
    if (signal?.aborted) throw clientError(0, "CANCELED", "canceled");
    if (timedOut) throw clientError(0, "TIMEOUT", "timeout");
    // The device says it has a network, yet nothing answered: the server is out of reach.
    if (!isNetworkOff()) noteServerUnreachable();
    return { kind: "network" };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}

/** GETs the file at `path` (relative to /api) as a Blob. */
export async function downloadFile(path: string, options: DownloadOptions = {}): Promise<Blob> {
  const url = `${API_BASE}${path}`;
  const token = readAccessToken();
  let fetched = await fetchOnce(url, token, options);
  if (fetched.kind === "refused" && fetched.status === 401) {
    await refreshAfterUnauthorized(token);
    fetched = await fetchOnce(url, readAccessToken(), options);
  }
  if (fetched.kind === "network") throw clientError(0, "NETWORK", "network");
  if (fetched.kind === "refused") throw errorFromResponse(fetched.status, fetched.body);
  return fetched.blob;
}
