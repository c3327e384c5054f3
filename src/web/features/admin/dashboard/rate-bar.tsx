// A horizontal share bar (0..100 %) for the rate panels; decorative, the percentage is written beside it.
export function RateBar({ percent, colour = "bg-sea-700" }: { percent: number; colour?: string }) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <div aria-hidden="true" className="h-3 w-full overflow-hidden rounded-full bg-slate-200">
      <div className={`h-full rounded-full ${colour}`} style={{ width: `${width}%` }} />
    </div>
  );
}
