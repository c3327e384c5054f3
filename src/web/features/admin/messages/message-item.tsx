// One message in the list: a disclosure whose button names the sender and the subject (or the start of the
// text); under it whether it is read, its kind, language and time, and a Mark as read / unread button. Opening
// an unread message marks it read. Open, it shows the whole text and the sender's e-mail as a reply link.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { Message } from "../../../../domain/schemas/message.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { AdminIcon } from "../layout/admin-icons.tsx";
import { ITEM_TAG as TAG, ItemDisclosureHeading, LanguageTag } from "../layout/list-item-parts.tsx";
import { KIND_LABELS, SOURCE_LABELS } from "./message-labels.ts";
import { excerpt, replyHref } from "./reply-link.ts";

interface MessageItemProps {
  message: Message;
  expanded: boolean;
  onToggle: () => void;
  onMarkRead: (read: boolean) => void;
}

export function MessageItem({ message, expanded, onToggle, onMarkRead }: MessageItemProps) {
  const { i18n } = useLingui();
  const panelId = useId();
  const nameId = useId();
  const email = message.email;
  const subject = message.subject;
  const unread = message.readAt === null;
  const received = i18n.date(new Date(message.createdAt), { dateStyle: "medium", timeStyle: "short" });
  const summary = message.subject?.trim() ? message.subject : excerpt(message.message);
  const source = message.source ? i18n._(SOURCE_LABELS[message.source]) : null;

  return (
    <li
      data-message-id={message.id}
      data-read={!unread}
      className={`rounded-2xl border bg-white shadow-sm ${unread ? "border-sea-700 border-s-4" : "border-slate-200"}`}
    >
      <ItemDisclosureHeading expanded={expanded} panelId={panelId} onToggle={onToggle}>
        <span id={nameId} className={`block break-words text-slate-900 ${unread ? "font-bold" : "font-semibold"}`}>
          {message.name}
        </span>
        <span className="block text-sm break-words text-slate-700">{summary}</span>
      </ItemDisclosureHeading>
      <div className="flex flex-wrap items-center gap-2 px-4 pb-3">
        {unread ? (
          <span className={`${TAG} bg-sea-700 text-white ring-sea-700`} data-read-state="unread">
            <Trans>Unread</Trans>
          </span>
        ) : (
          <span className={`${TAG} bg-slate-100 text-slate-800 ring-slate-300`} data-read-state="read">
            <Trans>Read</Trans>
          </span>
        )}
        <span className={`${TAG} bg-sand-100 text-slate-900 ring-sand-300`} data-kind={message.kind}>
          {i18n._(KIND_LABELS[message.kind])}
        </span>
        <LanguageTag language={message.language} />
        <time dateTime={message.createdAt} className="text-xs text-slate-700">
          {received}
        </time>
        <button
          type="button"
          onClick={() => onMarkRead(unread)}
          // Every message has this button: the sender's name tells a screen reader which one it is for.
          aria-describedby={nameId}
          className="ms-auto inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-sea-900 hover:bg-sea-50"
        >
          {unread ? <Trans>Mark as read</Trans> : <Trans>Mark as unread</Trans>}
        </button>
      </div>
      <div id={panelId} hidden={!expanded} className="border-t border-slate-200 px-4 py-4">
        {subject ? (
          <p className="mb-2 text-sm text-slate-700">
            <Trans>
              Subject: <span className="font-semibold text-slate-900">{subject}</span>
            </Trans>
          </p>
        ) : null}
        <p lang={message.language} className="break-words whitespace-pre-wrap text-slate-900">
          {message.message}
        </p>
        {source ? (
          <p className="mt-3 text-sm text-slate-700">
            <Trans>Heard about the villa through: {source}</Trans>
          </p>
        ) : null}
        <p className="mt-4">
          <a href={replyHref(message)} className={buttonClass({ size: "sm", className: "max-w-full break-all" })}>
            <AdminIcon name="messages" className="size-4" />
            <Trans>Reply to {email}</Trans>
          </a>
        </p>
      </div>
    </li>
  );
}
