// "Notifications on this phone": this browser's Web Push subscription. Turning on asks the permission, subscribes
// through the service worker's PushManager with the server's VAPID key and saves the subscription; turning off
// removes it from the server and unsubscribes. The state is read from the browser itself each time.
import { apiDelete, apiGet, apiPut } from "../../../api/http.ts";

/** unsupported: no Push API, or no service worker (development builds); denied: the permission was refused. */
export type PushDeviceState = "unsupported" | "denied" | "off" | "on";

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration("/");
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe() takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64Url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key) return false;
  const actual = new Uint8Array(key);
  return actual.length === expected.length && actual.every((byte, i) => byte === expected[i]);
}

export async function readPushDeviceState(): Promise<PushDeviceState> {
  const worker = await registration();
  if (!worker) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const subscription = await worker.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/** Asks the permission and subscribes; "off" when the visitor dismissed the question. */
export async function turnPushOn(): Promise<PushDeviceState> {
  const worker = await registration();
  if (!worker) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off";
  const { publicKey } = await apiGet<{ publicKey: string }>("/push/public-key");
  const key = applicationServerKey(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made with other keys (a database reset) would never receive our pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await apiPut("/push/subscription", subscription.toJSON());
  return "on";
}

export async function turnPushOff(): Promise<PushDeviceState> {
  const worker = await registration();
  if (!worker) return "unsupported";
  const subscription = await worker.pushManager.getSubscription();
  if (subscription) {
    await apiDelete(`/push/subscription?endpoint=${encodeURIComponent(subscription.endpoint)}`);
    await subscription.unsubscribe();
  }
  return Notification.permission === "denied" ? "denied" : "off";
}
