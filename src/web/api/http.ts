// Shorthands over the single client in client.ts: each resolves with the envelope's data.
// Every call shares its Bearer header, timeout, retries, token refresh and SPEC 8 messages.
import { request, type PageInfo, type RequestOptions } from "./client.ts";

export { ApiRequestError } from "./errors.ts";
export type { ApiErrorCode, ClientErrorCode } from "./errors.ts";
export { request, refreshSession } from "./client.ts";
export type { ApiResponse, HttpMethod, PageInfo, RequestOptions } from "./client.ts";

/** Options for the shorthands: everything but the method and body, which they set. */
export type CallOptions = Omit<RequestOptions, "method" | "body">;

export async function apiGet<T>(path: string, options?: CallOptions): Promise<T> {
  return (await request<T>(path, { ...options, method: "GET" })).data;
}

export async function apiGetPage<T>(
  path: string,
  options?: CallOptions,
): Promise<{ items: T[]; pagination: PageInfo | undefined }> {
  const envelope = await request<T[]>(path, { ...options, method: "GET" });
  return { items: envelope.data, pagination: envelope.pagination };
}

export async function apiPost<T>(path: string, body: unknown, options?: CallOptions): Promise<T> {
  return (await request<T>(path, { ...options, method: "POST", body })).data;
}

export async function apiPut<T>(path: string, body: unknown, options?: CallOptions): Promise<T> {
  return (await request<T>(path, { ...options, method: "PUT", body })).data;
}

export async function apiPatch<T>(path: string, body: unknown, options?: CallOptions): Promise<T> {
  return (await request<T>(path, { ...options, method: "PATCH", body })).data;
}

export async function apiDelete<T>(path: string, options?: CallOptions): Promise<T> {
  return (await request<T>(path, { ...options, method: "DELETE" })).data;
}
