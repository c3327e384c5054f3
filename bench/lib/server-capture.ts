// One real response kept byte for byte (status, headers, body) so the bare node:http ceiling can replay it.

export interface CapturedResponse {
  method: string;
  /** The path without the query string: the bare server matches on method and path. */
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

// Set per connection or per moment by node itself; replaying them would send them twice or stale.
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** Sends one request and keeps its answer for the bare server. */
export async function captureResponse(url: string, init: RequestInit & { method: string }): Promise<CapturedResponse> {
  const response = await fetch(url, init);
  const body = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  // fetch may have decoded the body; the bare server sends it as is, so its length is the one we read.
  headers["content-length"] = String(Buffer.byteLength(body));
  return { method: init.method, path: new URL(url).pathname, status: response.status, headers, body };
}
