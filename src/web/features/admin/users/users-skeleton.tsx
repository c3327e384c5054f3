// Grey placeholders in the shape of the user list while the first page loads: rows on large screens, cards on
// small ones. Hidden from screen readers, which hear the count line ("Loading users...") instead.
const ROWS = [0, 1, 2, 3];

export function UsersSkeleton() {
  return (
    <div aria-hidden="true" data-testid="users-skeleton" className="animate-pulse motion-reduce:animate-none">
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white lg:block">
        <div className="h-12 bg-sand-50" />
        {ROWS.map((row) => (
          <div key={row} className="flex items-center gap-6 border-t border-slate-100 px-4 py-5">
            <div className="h-4 w-40 rounded bg-slate-200" />
            <div className="h-4 w-48 rounded bg-slate-200" />
            <div className="h-4 w-24 rounded bg-slate-200" />
            <div className="h-6 w-16 rounded-full bg-slate-200" />
            <div className="h-6 w-16 rounded-full bg-slate-200" />
            <div className="ms-auto h-10 w-28 rounded-full bg-slate-200" />
          </div>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:hidden">
        {ROWS.map((row) => (
          <div key={row} className="rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-5 w-40 rounded bg-slate-200" />
            <div className="mt-4 h-10 rounded bg-slate-200" />
            <div className="mt-3 grid grid-cols-2 gap-3">
              <div className="h-10 rounded bg-slate-200" />
              <div className="h-10 rounded bg-slate-200" />
            </div>
            <div className="mt-5 h-11 rounded-full bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}
