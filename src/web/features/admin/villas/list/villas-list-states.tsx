// What the list shows instead of cards: a placeholder grid while the first answer is on its way, and the
// SPEC 2 empty text "No villas found".
import { Trans } from "@lingui/react/macro";
import { EmptyBox } from "../../../../ui/empty-box.tsx";

export function VillasLoading() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">
        <Trans>Loading villas...</Trans>
      </span>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div className="aspect-[3/2] animate-pulse bg-slate-200 motion-reduce:animate-none" />
            <div className="space-y-3 p-4">
              <div className="h-5 w-3/4 rounded bg-slate-200" />
              <div className="h-4 w-1/2 rounded bg-slate-200" />
              <div className="h-10 rounded-full bg-slate-200" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function NoVillas({ scope }: { scope: "all" | "mine" }) {
  return (
    <EmptyBox
      icon={
        <>
          <path d="M3 11l9-7 9 7M5 10v10h14V10" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M10 20v-6h4v6" strokeLinejoin="round" />
        </>
      }
      title={<Trans>No villas found</Trans>}
    >
      <p className="mt-2 text-slate-700">
        {scope === "mine" ? (
          <Trans>You do not own any villa yet.</Trans>
        ) : (
          <Trans>No villa has been created yet.</Trans>
        )}
      </p>
    </EmptyBox>
  );
}
