// One notification in the outbox list: a disclosure whose button names the subject and the recipient; under it
// the delivery status, what it is about, its language, attempts and times, and the last error if any. Open, it
// shows the text exactly as it is (or would be) sent.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { ITEM_TAG as TAG, ItemDisclosureHeading, LanguageTag } from "../layout/list-item-parts.tsx";
import { KIND_LABELS, STATUS_LABELS, STATUS_STYLES } from "./notification-labels.ts";
import { useNotificationText, type OutboxNotification } from "./notifications-query.ts";

interface NotificationItemProps {
  notification: OutboxNotification;
  expanded: boolean;
  onToggle: () => void;
}

export function NotificationItem({ notification, expanded, onToggle }: NotificationItemProps) {
  const { t, i18n } = useLingui();
  const panelId = useId();
  const text = useNotificationText(notification.id, expanded);
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const created = when(notification.createdAt);
  const recipient = notification.channel === "push" ? t`The owner's phone` : notification.recipient;
  const attempts = notification.attempts;
  const lastError = notification.lastError;
  const waiting = notification.status === "pending" && attempts > 0;
  const sentAt = notification.sentAt ? when(notification.sentAt) : null;
  const nextAttempt = when(notification.nextAttemptAt);

  return (
    <li
      data-notification-id={notification.id}
      data-status={notification.status}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <ItemDisclosureHeading expanded={expanded} panelId={panelId} onToggle={onToggle}>
        <span lang={notification.language} className="block font-semibold break-words text-slate-900">
          {notification.subject}
        </span>
        <span className="block text-sm break-all text-slate-700">
          <span className="sr-only">{t`To:`} </span>
          {recipient}
        </span>
      </ItemDisclosureHeading>
      <div className="flex flex-wrap items-center gap-2 px-4 pb-3">
        <span className={`${TAG} ${STATUS_STYLES[notification.status]}`} data-status-tag={notification.status}>
          {i18n._(STATUS_LABELS[notification.status])}
        </span>
        <span className={`${TAG} bg-white text-slate-800 ring-slate-300`}>
          {i18n._(KIND_LABELS[notification.kind])}
        </span>
        <LanguageTag language={notification.language} />
        <span className="text-xs text-slate-700">
          <Plural value={attempts} _0="No attempt yet" one="# attempt" other="# attempts" />
        </span>
        <time dateTime={notification.createdAt} className="text-xs text-slate-700">
          {created}
        </time>
      </div>
      {sentAt || waiting || lastError ? (
        <div className="grid gap-1 px-4 pb-3 text-sm text-slate-700">
          {sentAt ? (
            <p>
              <Trans>Sent: {sentAt}</Trans>
            </p>
          ) : null}
          {waiting ? (
            <p>
              <Trans>Next attempt: {nextAttempt}</Trans>
            </p>
          ) : null}
          {notification.status === "suppressed" ? (
            <p>
              <Trans>
                Not sent: the guest has not confirmed this e-mail address yet, and it already received as many mails
                today as an unconfirmed address may. Each mail asks the guest to confirm it.
              </Trans>
            </p>
          ) : lastError ? (
            <p className="break-words text-red-900">
              <Trans>Last error: {lastError}</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      <div id={panelId} hidden={!expanded} className="border-t border-slate-200 px-4 py-4">
        {text.data !== undefined ? (
          <pre
            lang={notification.language}
            className="font-sans text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]"
          >
            {text.data}
          </pre>
        ) : text.isError ? (
          <p role="alert" className="text-red-900">
            <Trans>Failed to load the text of this notification</Trans>
          </p>
        ) : expanded ? (
          <p role="status" className="text-slate-700">
            <Trans>Loading...</Trans>
          </p>
        ) : null}
      </div>
    </li>
  );
}
