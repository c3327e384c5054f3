// Delivering one Web Push: web-push encrypts the payload (aes128gcm) and signs the request with our VAPID keys;
// the request itself goes out with fetch, so a push service is reached over https and the local endpoint of the
// tests over http. A 404 or 410 means the phone's subscription is gone: the caller deletes it.
import webpush from "web-push";
import type { VapidKeys } from "./vapid.ts";

/** How long the push service keeps a message for a phone that is off (a request waits 24 hours for an answer). */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = { kind: "delivered" } | { kind: "gone"; status: number } | { kind: "failed"; error: string };

export async function deliverPush(target: PushTarget, payload: unknown, keys: VapidKeys, subject: string): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: TIME_TO_LIVE_SECONDS,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  // fetch sets Content-Length itself from the body.
  const headers = Object.fromEntries(
    Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== "content-length").map(([name, value]) => [name, String(value)]),
  );
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: "error",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    return { kind: "failed", error: err instanceof Error ? err.message : String(err) };
  }
  await response.body?.cancel().catch(() => {});
  if (response.status === 404 || response.status === 410) return { kind: "gone", status: response.status };
  if (response.ok) return { kind: "delivered" };
  return { kind: "failed", error: `Push service answered ${response.status}` };
}
