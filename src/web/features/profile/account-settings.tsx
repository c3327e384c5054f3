// The Account Settings tab (SPEC 2): the offline switch for testers (DESIGN 5: on a device that opened a
// `?simulateOffline=` link, and for the admin, never to every guest) and the Danger Zone with Deactivate Account.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Language } from "../../../domain/languages.ts";
import { useAuth } from "../../auth/use-auth.ts";
import { SimulateOfflineSwitch } from "../../offline/simulate-offline-switch.tsx";
import { useSimulateOfflineOffered } from "../../offline/simulated-offline.ts";
import { useState } from "react";
import { DeactivateAccountDialog } from "./deactivate-account-dialog.tsx";
import { useDeactivateAccount } from "./use-deactivate-account.ts";

export function AccountSettings({ language }: { language: Language }) {
  const { t } = useLingui();
  const { state, deactivate } = useDeactivateAccount(language);
  const { isAdmin } = useAuth();
  const testerDevice = useSimulateOfflineOffered();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid gap-6">
      {testerDevice || isAdmin ? <SimulateOfflineSwitch /> : null}
      <section
        aria-labelledby="danger-zone-title"
        className="rounded-2xl border-2 border-red-300 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="danger-zone-title" className="font-serif text-2xl font-semibold text-red-800">
          <Trans>Danger Zone</Trans>
        </h2>
        <div className="mt-4 rounded-xl bg-red-50 p-4">
          <h3 className="font-semibold text-red-900">
            <Trans>Deactivate Account</Trans>
          </h3>
          <p className="mt-1 text-red-950">
            <Trans>
              This action cannot be undone. Once your account is deactivated you will lose access to your bookings and
              your profile, and you will be signed out on every device.
            </Trans>
          </p>
          <p className="mt-1 text-sm text-red-950">
            <Trans>You will be asked for your password to confirm.</Trans>
          </p>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={state !== "idle"}
            className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-red-700 px-5 font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          >
            {state === "idle"
              ? t`Deactivate Account`
              : state === "deactivating"
                ? t`Deactivating...`
                : t`Account deactivated`}
          </button>
        </div>
      </section>
      <DeactivateAccountDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        state={state}
        onConfirm={deactivate}
      />
    </div>
  );
}
