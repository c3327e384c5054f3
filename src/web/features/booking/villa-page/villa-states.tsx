// The villa page before it has a villa (SPEC 2, SPEC 8 "Villa load"): a skeleton while loading, "No Villas
// Available" when the list is empty and "Loading Error" when the call failed, both with Try Again.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { buttonClass } from "../../../ui/button-styles.ts";

export function VillaSkeleton() {
  const bar = "animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none";
  return (
    <div aria-busy="true" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="space-y-6">
        <h1 className="sr-only">
          <Trans>Loading the villa...</Trans>
        </h1>
        <p role="status" className="sr-only">
          <Trans>Loading the villa...</Trans>
        </p>
        <div aria-hidden="true" className="space-y-6">
          <div className={`h-10 w-3/4 ${bar}`} />
          <div className={`h-5 w-1/2 ${bar}`} />
          <div className={`aspect-[3/2] w-full rounded-2xl ${bar}`} />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[0, 1, 2, 3].map((cell) => (
              <div key={cell} className={`h-20 ${bar}`} />
            ))}
          </div>
        </div>
      </div>
      <div aria-hidden="true" className={`h-[32rem] rounded-3xl ${bar}`} />
    </div>
  );
}

function ProblemPanel({
  title,
  text,
  onRetry,
  retrying,
}: {
  title: ReactNode;
  text: ReactNode;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <section className="mx-auto max-w-lg rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <h1 className="font-serif text-3xl font-semibold text-sea-900">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClass({ className: "mt-6" })}>
        {retrying ? <Trans>Loading...</Trans> : <Trans>Try Again</Trans>}
      </button>
    </section>
  );
}

export function NoVillaPanel({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <ProblemPanel
      title={<Trans>No Villas Available</Trans>}
      text={<Trans>There are currently no villas available for booking.</Trans>}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

export function VillaLoadErrorPanel({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useLingui();
  return (
    <div role="alert">
      <ProblemPanel title={t`Loading Error`} text={message} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
