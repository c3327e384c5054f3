// Whether the villa's server answers, apart from whether the device has a network (network-status.ts): a phone on
// working Wi-Fi whose requests get no answer (the server down, a captive portal, a firewall) is told "can't reach the
// villa's server", not "you are offline". Set by the HTTP client from what its calls meet; an answer the service
// worker gave from its cache proves nothing either way (it carries SERVED_FROM_CACHE_HEADER).
import { externalValue, useExternalValue } from "../ui/external-value.ts";

const unreachable = externalValue(false);

/** A call got an answer from the server itself. */
export function noteServerAnswered(): void {
  unreachable.set(false);
}

/** A call got no answer while the device had a network. */
export function noteServerUnreachable(): void {
  unreachable.set(true);
}

/** The device's own network changed: whether the server answers is unknown again until a call says. */
export function forgetServerReachability(): void {
  unreachable.set(false);
}

export function isServerUnreachable(): boolean {
  return unreachable.get();
}

export const subscribeToServerReachability = unreachable.subscribe;

export function useServerUnreachable(): boolean {
  return useExternalValue(unreachable, false);
}
