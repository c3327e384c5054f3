// The "Notifications on this phone" switch: a new booking request then appears on this device as a notification
// that opens the request. Says plainly when the browser cannot (no Push API, or no installed service worker) and
// when notifications were blocked, since only the browser's settings can undo that.
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { apiErrorText } from "../../../api/error-text.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { readPushDeviceState, turnPushOff, turnPushOn, type PushDeviceState } from "./push-device.ts";
import { SwitchTrack } from "../../../ui/switch-track.tsx";

const DEVICE_KEY = ["admin", "push-device"] as const;

export function PushSwitch() {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const descriptionId = useId();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: DEVICE_KEY, queryFn: readPushDeviceState, retry: false, gcTime: 0 });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnPushOn() : turnPushOff()),
    onSuccess: (next: PushDeviceState, on) => {
      queryClient.setQueryData(DEVICE_KEY, next);
      if (on && next === "on") toast.success(t`Notifications are on for this device`);
      if (on && next === "off") toast.info(t`Notifications were not allowed`);
      if (!on) toast.success(t`Notifications are off for this device`);
    },
    onError: (error) =>
      toast.error(t`Could not change notifications on this device`, { description: apiErrorText(i18n, error) }),
  });

  const current = state.data;
  const checked = current === "on";
  const usable = current === "on" || current === "off";

  return (
    <section aria-labelledby={labelId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={labelId} className="font-semibold text-slate-900">
            <Trans>Notifications on this phone</Trans>
          </h2>
          <p id={descriptionId} className="mt-1 text-sm text-slate-700">
            {current === "unsupported" ? (
              <Trans>
                This browser cannot receive notifications. On a phone, install the app to the home screen and open it
                from there.
              </Trans>
            ) : current === "denied" ? (
              <Trans>
                Notifications are blocked for this site. Allow them in the browser's settings, then come back here.
              </Trans>
            ) : (
              <Trans>Get a notification on this device as soon as a booking request arrives.</Trans>
            )}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          aria-busy={change.isPending || state.isPending}
          disabled={!usable || change.isPending}
          onClick={() => change.mutate(!checked)}
          className="inline-flex min-h-11 shrink-0 items-center disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SwitchTrack checked={checked} />
        </button>
      </div>
    </section>
  );
}
