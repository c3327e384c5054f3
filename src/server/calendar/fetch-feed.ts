// Downloads an imported iCal feed within the limits of sync-settings.ts: http/https only, every
// address the host resolves to checked (and the connection pinned to a checked one, so a DNS
// answer cannot change between check and connect), a few redirects each checked again, one
// deadline for the whole download, and a size cap enforced while streaming.
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import {
  AddressRefused,
  bareHost,
  pinnedLookup,
  resolvePublicAddress,
  type ResolvedAddress,
} from "../net/address-guard.ts";
import { FeedError } from "./feed-error.ts";
import type { CalendarSyncSettings } from "./sync-settings.ts";

export type FetchLimits = Pick<
  CalendarSyncSettings,
  "timeoutMs" | "maxBytes" | "maxRedirects" | "allowPrivateAddresses"
>;

async function resolveHost(hostname: string, limits: FetchLimits): Promise<ResolvedAddress> {
  try {
    return await resolvePublicAddress(hostname, { allowPrivate: limits.allowPrivateAddresses });
  } catch (err) {
    if (!(err instanceof AddressRefused)) throw err;
    if (err.reason === "private") {
      throw new FeedError(
        "private-address",
        "The calendar's address is on a private or local network, which is not allowed",
      );
    }
    throw new FeedError("host-not-found", "The calendar's host name could not be found");
  }
}

function connectionFailure(err: unknown): FeedError {
  const code = (err as { code?: unknown }).code;
  if (code === "ECONNREFUSED") return new FeedError("connection-refused", "The calendar server refused the connection");
  if (typeof code === "string" && (code.startsWith("ERR_TLS") || code.includes("CERT"))) {
    return new FeedError("tls", "The calendar server's secure connection could not be verified");
  }
  return new FeedError("unreachable", "The calendar server could not be reached");
}

function get(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup: pinnedLookup(pinned),
      signal,
      headers: {
        accept: "text/calendar, text/plain;q=0.5, */*;q=0.1",
        "user-agent": "RedSeaVilla-CalendarSync/1.0",
      },
    });
    request.once("response", resolve);
    request.once("error", reject);
  });
}

async function readLimited(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers["content-length"]);
  const tooLarge = () => new FeedError("too-large", `The calendar is larger than ${Math.round(maxBytes / 1024)} KiB`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(buffer);
  }
  // TextDecoder drops a UTF-8 byte-order mark and replaces invalid bytes instead of failing.
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

// A DNS lookup cannot be cancelled; the deadline stops waiting for it instead.
function untilAborted<T>(work: Promise<T>, signal: AbortSignal, onAbort: () => Error): Promise<T> {
  if (signal.aborted) return Promise.reject(onAbort());
  return new Promise((resolve, reject) => {
    const abort = () => reject(onAbort());
    signal.addEventListener("abort", abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** `text` as an http(s) URL; a redirect's Location is read relative to the URL that sent it. */
function parseFeedUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new FeedError("invalid-url", "The calendar address is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FeedError("unsupported-scheme", "Only http:// and https:// calendar addresses can be imported");
  }
  return url;
}

/** The feed's text, or a FeedError saying why not. */
export async function fetchFeed(feedUrl: string, limits: FetchLimits): Promise<string> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
  const seconds = Math.ceil(limits.timeoutMs / 1000);
  const timedOut = () =>
    new FeedError("timeout", `The calendar server did not answer within ${seconds} second${seconds === 1 ? "" : "s"}`);
  try {
    let url = parseFeedUrl(feedUrl);
    for (let redirects = 0; ; redirects++) {
      const pinned = await untilAborted(resolveHost(bareHost(url), limits), deadline.signal, timedOut);
      let response: IncomingMessage;
      try {
        response = await get(url, pinned, deadline.signal);
      } catch (err) {
        if (deadline.signal.aborted) throw timedOut();
        throw connectionFailure(err);
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (redirects >= limits.maxRedirects)
          throw new FeedError("too-many-redirects", "The calendar address redirects too many times");
        url = parseFeedUrl(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FeedError("http-status", `The calendar server answered with HTTP status ${status}`);
      }
      try {
        return await readLimited(response, limits.maxBytes);
      } catch (err) {
        if (err instanceof FeedError) throw err;
        if (deadline.signal.aborted) throw timedOut();
        throw connectionFailure(err);
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
