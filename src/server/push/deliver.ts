// Delivering one Web Push: web-push encrypts the payload (aes128gcm) and signs the request with our VAPID keys;
// the request goes out over https to the phone's push service, and only ever to a public address: the endpoint's
// host is resolved and checked first (net/address-guard.ts), and the connection is pinned to the checked address,
// so a subscription cannot make the server POST into its own network (SSRF), even through DNS tricks. A 404 or
// 410 means the phone's subscription is gone, a refused address that it can never be delivered: the caller
// deletes the subscription either way.
import http from "node:http";
import https from "node:https";
import webpush from "web-push";
import { AddressRefused, bareHost, pinnedLookup, resolvePublicAddress } from "../net/address-guard.ts";
import type { VapidKeys } from "./vapid.ts";

/** How long the push service keeps a message for a phone that is off (a request waits 24 hours for an answer). */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushDeliveryOptions {
  /** Tests only (PUSH_ALLOW_PRIVATE_ADDRESSES): a local push endpoint over http on 127.0.0.1. */
  allowPrivateAddresses: boolean;
}

export type PushOutcome =
  | { kind: "delivered" }
  | { kind: "gone"; status: number }
  | { kind: "refused"; error: string }
  | { kind: "failed"; error: string };

function post(
  url: URL,
  request: { method: string; headers: Record<string, string>; body: Buffer | null },
  lookup: ReturnType<typeof pinnedLookup>,
) {
  const client = url.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: request.method,
        headers: request.body ? { ...request.headers, "content-length": String(request.body.length) } : request.headers,
        lookup,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      },
      (response) => {
        // The answer's body says nothing we use; reading it frees the socket.
        response.resume();
        response.once("end", () => resolve(response.statusCode ?? 0));
        response.once("error", reject);
      },
    );
    outgoing.once("error", reject);
    outgoing.end(request.body ?? undefined);
  });
}

export async function deliverPush(
  target: PushTarget,
  payload: unknown,
  keys: VapidKeys,
  subject: string,
  options: PushDeliveryOptions,
): Promise<PushOutcome> {
  let url: URL;
  try {
    url = new URL(target.endpoint);
  } catch {
    return { kind: "refused", error: "The push endpoint is not a valid URL" };
  }
  if (url.protocol !== "https:" && !(options.allowPrivateAddresses && url.protocol === "http:")) {
    return { kind: "refused", error: "The push endpoint is not an https:// address" };
  }
  let lookup: ReturnType<typeof pinnedLookup>;
  try {
    lookup = pinnedLookup(await resolvePublicAddress(bareHost(url), { allowPrivate: options.allowPrivateAddresses }));
  } catch (err) {
    if (err instanceof AddressRefused && err.reason === "private")
      return { kind: "refused", error: `Push endpoint refused: ${err.message}` };
    return { kind: "failed", error: err instanceof Error ? err.message : String(err) };
  }

  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TIME_TO_LIVE_SECONDS,
      urgency: "high",
      contentEncoding: "aes128gcm",
    },
  );
  // Content-Length is set from the body actually sent.
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== "content-length")
      .map(([name, value]) => [name, String(value)]),
  );
  let status: number;
  try {
    status = await post(
      url,
      { method: details.method, headers, body: details.body ? Buffer.from(details.body) : null },
      lookup,
    );
  } catch (err) {
    return { kind: "failed", error: err instanceof Error ? err.message : String(err) };
  }
  if (status === 404 || status === 410) return { kind: "gone", status };
  if (status >= 200 && status < 300) return { kind: "delivered" };
  return { kind: "failed", error: `Push service answered ${status}` };
}
