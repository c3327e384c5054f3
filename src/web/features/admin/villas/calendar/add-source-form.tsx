// Adding an external calendar: a name ("Airbnb", "Booking.com") and its iCal address, checked by the same rules
// as the API. The server syncs it at once; a first sync that fails still adds it, with the reason shown on it.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { CALENDAR_LIMITS, checkCalendarSource } from "../../../../../domain/schemas/calendar.ts";
import { apiErrorText } from "../../../../api/error-text.ts";
import { ApiRequestError } from "../../../../api/http.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { TextField } from "../../../../ui/form/fields.tsx";
import { toast } from "../../../../ui/toast/toast-store.ts";
import { useAddSource } from "./calendar-queries.ts";
import { calendarApiRuleText, calendarRuleText, feedErrorText } from "./calendar-texts.ts";

type Errors = Partial<Record<"label" | "url", string>>;

export function AddSourceForm({ villaId }: { villaId: string }) {
  const { t, i18n } = useLingui();
  const add = useAddSource(villaId);
  const [label, setLabel] = useState("");
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const issue of checkCalendarSource({ label, url })) found[issue.path] ??= calendarRuleText(i18n, issue.key);
    setErrors(found);
    if (found.label || found.url) return;
    add.mutate(
      { label, url },
      {
        onSuccess: (source) => {
          setLabel("");
          setUrl("");
          if (source.lastErrorCode || source.lastError) {
            toast.warning(t`Calendar added, but its first sync failed`, {
              description: feedErrorText(i18n, source.lastErrorCode, source.lastError),
            });
          } else {
            toast.success(t`Calendar added and synced`);
          }
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === "VALIDATION_FAILED") {
            const next: Errors = {};
            for (const issue of error.errors) {
              if (issue.path === "label" || issue.path === "url")
                next[issue.path] ??= calendarApiRuleText(i18n, issue.message) ?? issue.message;
            }
            if (next.label || next.url) {
              setErrors(next);
              return;
            }
          }
          toast.error(apiErrorText(i18n, error, t`Failed to add the calendar`));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start"
    >
      <TextField
        label={<Trans>Name</Trans>}
        value={label}
        onChange={setLabel}
        error={errors.label}
        required
        maxLength={CALENDAR_LIMITS.labelMax}
        placeholder={t`e.g. Airbnb`}
      />
      <TextField
        label={<Trans>Calendar address (.ics)</Trans>}
        value={url}
        onChange={setUrl}
        error={errors.url}
        required
        inputMode="text"
        maxLength={CALENDAR_LIMITS.urlMax}
        placeholder="https://"
      />
      <button type="submit" disabled={add.isPending} className={buttonClass({ className: "sm:mt-7" })}>
        {add.isPending ? <Trans>Adding...</Trans> : <Trans>Add calendar</Trans>}
      </button>
    </form>
  );
}
