// A file sent to the API as multipart form data with its upload progress (fetch cannot report how much of a body
// has gone; XMLHttpRequest can). Otherwise as client.ts: the Bearer token, a refresh and one more try on a 401,
// the envelope unwrapped and every failure an ApiRequestError. Never retried on its own: a phone's photo is megabytes,
// and the person sees the failure next to it and chooses.
import { readAccessToken } from "../auth/session-storage.ts";
import { API_BASE, parseBody, refreshAfterUnauthorized, unwrap, type Attempt } from "./client.ts";
import { ApiRequestError, clientError, errorFromResponse } from "./errors.ts";

/** A large photo over a phone's slow uplink takes minutes; past this nothing is moving any more. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export interface UploadOptions {
  /** Told the bytes sent so far and the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** The form field that carries the file. */
  field?: string;
}

function sendOnce(url: string, form: FormData, token: string | null, options: UploadOptions): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(clientError(0, "CANCELED", "canceled"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    const done = (outcome: Attempt | ApiRequestError) => {
      options.signal?.removeEventListener("abort", onAbort);
      if (outcome instanceof ApiRequestError) reject(outcome);
      else resolve(outcome);
    };
    xhr.onload = () => done({ kind: "response", status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => done({ kind: "network" });
    xhr.ontimeout = () => done({ kind: "timeout" });
    xhr.onabort = () => done(clientError(0, "CANCELED", "canceled"));
    xhr.send(form);
  });
}

/** POSTs `file` to `path` (relative to /api); resolves with the envelope's data. */
export async function uploadFile<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const form = new FormData();
  form.append(options.field ?? "file", file, file instanceof File ? file.name : "upload");
  const url = `${API_BASE}${path}`;
  const token = readAccessToken();
  let outcome = await sendOnce(url, form, token, options);
  if (outcome.kind === "response" && outcome.status === 401) {
    await refreshAfterUnauthorized(token);
    options.onProgress?.(0, file.size);
    outcome = await sendOnce(url, form, readAccessToken(), options);
  }
  if (outcome.kind === "network") throw clientError(0, "NETWORK", "network");
  if (outcome.kind === "timeout") throw clientError(0, "TIMEOUT", "timeout");
  const { status, body } = outcome;
  if (status < 200 || status >= 300) throw errorFromResponse(status, body);
  return unwrap<T>(status, body).data;
}
