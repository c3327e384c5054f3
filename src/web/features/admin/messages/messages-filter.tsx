// All / Unread: two toggle buttons (aria-pressed); Unread carries the number of unread messages once known.
import { Trans, useLingui } from "@lingui/react/macro";

interface MessagesFilterProps {
  unreadOnly: boolean;
  unreadCount: number | undefined;
  onChange: (unreadOnly: boolean) => void;
}

const OPTION =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold aria-pressed:bg-sea-700 aria-pressed:text-white text-sea-900 hover:bg-sea-50 aria-pressed:hover:bg-sea-900";

export function MessagesFilter({ unreadOnly, unreadCount, onChange }: MessagesFilterProps) {
  const { t, i18n } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Show`}
      className="inline-flex gap-1 rounded-full border border-slate-300 bg-white p-1"
    >
      <button type="button" aria-pressed={!unreadOnly} onClick={() => onChange(false)} className={OPTION}>
        <Trans>All messages</Trans>
      </button>
      <button type="button" aria-pressed={unreadOnly} onClick={() => onChange(true)} className={OPTION}>
        <Trans>Unread messages</Trans>
        {unreadCount !== undefined ? (
          <span
            className="rounded-full bg-white px-2 text-xs text-sea-900 ring-1 ring-sea-700"
            data-figure="unreadCount"
          >
            {i18n.number(unreadCount)}
          </span>
        ) : null}
      </button>
    </div>
  );
}
