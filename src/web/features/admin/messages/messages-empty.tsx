// No messages: none at all yet, or none unread under the Unread filter (with the way back to all of them).
import { Trans } from "@lingui/react/macro";
import { buttonClass } from "../../../ui/button-styles.ts";
import { AdminIcon } from "../layout/admin-icons.tsx";

export function MessagesEmpty({ unreadOnly, onShowAll }: { unreadOnly: boolean; onShowAll: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <AdminIcon name="messages" className="mx-auto size-12 text-sea-700" />
      <p className="mt-4 text-lg font-semibold text-slate-900">
        {unreadOnly ? <Trans>No unread messages</Trans> : <Trans>No messages yet</Trans>}
      </p>
      <p className="mt-2 text-slate-700">
        {unreadOnly ? (
          <Trans>Every message has been read.</Trans>
        ) : (
          <Trans>Messages from the contact form and questions from the practical-info page will appear here.</Trans>
        )}
      </p>
      {unreadOnly ? (
        <button type="button" onClick={onShowAll} className={buttonClass({ variant: "secondary", className: "mt-6" })}>
          <Trans>Show all messages</Trans>
        </button>
      ) : null}
    </div>
  );
}
