// DESIGN 5 "Simulate offline", in the account settings: testers try the offline banner, queued requests and their
// replay on a phone without developer tools. Switching it off replays the queue (the online manager says online).
import { Trans } from "@lingui/react/macro";
import { CheckboxField } from "../ui/form/fields.tsx";
import { setSimulatedOffline, useSimulatedOffline } from "./simulated-offline.ts";

export function SimulateOfflineSwitch() {
  const on = useSimulatedOffline();
  return (
    <section
      aria-labelledby="simulate-offline-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="simulate-offline-title" className="font-serif text-2xl font-semibold text-sea-900">
        <Trans>Offline mode</Trans>
      </h2>
      <p className="mt-1 mb-4 text-slate-700">
        <Trans>
          Try how the app behaves without a connection: pages and your last data stay available, and booking requests or
          cancellations wait on this device until you switch back.
        </Trans>
      </p>
      <CheckboxField
        label={<Trans>Simulate offline</Trans>}
        error={undefined}
        checked={on}
        onChange={setSimulatedOffline}
      />
    </section>
  );
}
