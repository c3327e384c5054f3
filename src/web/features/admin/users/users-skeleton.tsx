// Grey placeholders in the shape of the user list while the first page loads. Screen readers hear the count line
// ("Loading users...") instead.
import { RowsAndCardsSkeleton } from "../../../ui/rows-and-cards-skeleton.tsx";

export function UsersSkeleton() {
  return (
    <RowsAndCardsSkeleton
      count={4}
      testId="users-skeleton"
      row={
        <>
          <div className="h-4 w-40 rounded bg-slate-200" />
          <div className="h-4 w-48 rounded bg-slate-200" />
          <div className="h-4 w-24 rounded bg-slate-200" />
          <div className="h-6 w-16 rounded-full bg-slate-200" />
          <div className="h-6 w-16 rounded-full bg-slate-200" />
          <div className="ms-auto h-10 w-28 rounded-full bg-slate-200" />
        </>
      }
      card={
        <>
          <div className="mt-4 h-10 rounded bg-slate-200" />
          <div className="mt-3 grid grid-cols-2 gap-3">
            <div className="h-10 rounded bg-slate-200" />
            <div className="h-10 rounded bg-slate-200" />
          </div>
        </>
      }
    />
  );
}
