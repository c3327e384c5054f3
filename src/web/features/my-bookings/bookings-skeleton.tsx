// Grey placeholders in the shape of the bookings list while the first page loads. Screen readers hear the status
// text of the page instead.
import { RowsAndCardsSkeleton } from "../../ui/rows-and-cards-skeleton.tsx";

export function BookingsSkeleton() {
  return (
    <RowsAndCardsSkeleton
      count={3}
      row={
        <>
          <div className="h-4 w-24 rounded bg-slate-200" />
          <div className="h-4 w-28 rounded bg-slate-200" />
          <div className="h-4 w-28 rounded bg-slate-200" />
          <div className="h-4 w-16 rounded bg-slate-200" />
          <div className="ms-auto h-8 w-32 rounded-full bg-slate-200" />
        </>
      }
      card={
        <div className="mt-4 grid grid-cols-2 gap-3">
          <div className="h-10 rounded bg-slate-200" />
          <div className="h-10 rounded bg-slate-200" />
          <div className="h-10 rounded bg-slate-200" />
          <div className="h-10 rounded bg-slate-200" />
        </div>
      }
    />
  );
}
