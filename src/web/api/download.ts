// A file the API sends as bytes (an invoice's PDF) rather than an envelope. Otherwise as client.ts, whose attempt()
// it uses with a body read as a Blob: the Bearer token, a refresh and one more try on a 401, the request timeout,
// "Simulate offline", and every failure an ApiRequestError with its SPEC 8 message (the error envelope of a refusal
// is read as usual). Never retried on its own: the person who asked for the file sees the failure next to the button
// and chooses.
import { readAccessToken } from "../auth/session-storage.ts";
import { API_BASE, attempt, parseBody, refreshAfterUnauthorized, REQUEST_TIMEOUT_MS, type Attempt } from "./client.ts";
import { clientError, errorFromResponse } from "./errors.ts";

export interface DownloadOptions {
  signal?: AbortSignal;
  /** What the request accepts: the file's type (the API's JSON answers a refusal). */
  accept?: string;
  timeoutMs?: number;
}

/** The file when the server sends it, else the refusal's envelope, read as usual. */
async function readFileOrRefusal(response: Response): Promise<unknown> {
  return response.ok ? response.blob() : parseBody(await response.text());
}

function fetchOnce(url: string, token: string | null, options: DownloadOptions): Promise<Attempt> {
  const headers: Record<string, string> = {
    Accept: `${options.accept ?? "application/octet-stream"}, application/json`,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return attempt(url, { headers }, options.signal, options.timeoutMs ?? REQUEST_TIMEOUT_MS, readFileOrRefusal);
}

/** GETs the file at `path` (relative to /api) as a Blob. */
export async function downloadFile(path: string, options: DownloadOptions = {}): Promise<Blob> {
  const url = `${API_BASE}${path}`;
  const token = readAccessToken();
  let fetched = await fetchOnce(url, token, options);
  if (fetched.kind === "response" && fetched.status === 401) {
    await refreshAfterUnauthorized(token);
    fetched = await fetchOnce(url, readAccessToken(), options);
  }
  if (fetched.kind === "network") throw clientError(0, "NETWORK", "network");
  if (fetched.kind === "timeout") throw clientError(0, "TIMEOUT", "timeout");
  const { status, body } = fetched;
  if (status < 200 || status >= 300) throw errorFromResponse(status, body);
  return body as Blob;
}
