// The browser's door to the API: JSON in and out, the DESIGN 4 envelope unwrapped, failures as ApiRequestError.
// Auth headers, retries and token refresh join this module with the guest journey (issue 4).
import type { ErrorCode, FieldError } from "../../domain/errors.ts";

export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export class ApiRequestError extends Error {
  readonly status: number;
  /** The API's error code; NETWORK when no response arrived. */
  readonly code: ErrorCode | "NETWORK";
  readonly errors: FieldError[];

  constructor(status: number, code: ErrorCode | "NETWORK", message: string, errors: FieldError[] = []) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  code?: ErrorCode;
  errors?: FieldError[];
  pagination?: PageInfo;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, "NETWORK", "Network connection failed");
  }
  const payload = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !payload || payload.success === false) {
    throw new ApiRequestError(
      response.status,
      payload?.code ?? "INTERNAL",
      payload?.message ?? `Request failed with status ${response.status}`,
      payload?.errors ?? [],
    );
  }
  return payload;
}

export async function apiGet<T>(path: string): Promise<T> {
  return (await request<T>("GET", path)).data;
}

export async function apiGetPage<T>(path: string): Promise<{ items: T[]; pagination: PageInfo | undefined }> {
  const envelope = await request<T[]>("GET", path);
  return { items: envelope.data, pagination: envelope.pagination };
}

export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  return (await request<T>("POST", path, body)).data;
}
