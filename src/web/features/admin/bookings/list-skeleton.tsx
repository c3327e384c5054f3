// Grey placeholders in the shape of the list while the first page loads. Hidden from screen readers, which hear
// the status line of the page instead.
const ROWS = [0, 1, 2];

export function ListSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid gap-4 animate-pulse motion-reduce:animate-none md:grid-cols-2 xl:grid-cols-1"
    >
      {ROWS.map((row) => (
        <div key={row} className="rounded-2xl border border-slate-200 bg-white p-4">
          <div className="h-5 w-40 rounded bg-slate-200" />
          <div className="mt-2 h-4 w-56 max-w-full rounded bg-slate-200" />
          <div className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-6">
            <div className="h-10 rounded bg-slate-200" />
            <div className="h-10 rounded bg-slate-200" />
            <div className="h-10 rounded bg-slate-200" />
            <div className="h-10 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
