// The red box of SPEC 8 for a failed load or action (My Bookings: "Failed to fetch bookings", "Failed to cancel
// booking"; the user list: "Failed to fetch users"): the failure as a heading, the translated reason under it, and
// an optional way out. It is an alert, so a screen reader announces it the moment it appears.
import type { ReactNode } from "react";

export function ErrorBox({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      {message !== title ? <p className="mt-1 text-sm">{message}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
