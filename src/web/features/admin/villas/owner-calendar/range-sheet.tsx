// The one sheet for the nights the owner selected (a bottom sheet on a phone, a dialog on a wide screen): set their
// price and minimum stay (PUT seasons/range: seasons are split or joined for them), block them with a note, or
// unblock the owner's own blocks they touch. Imported blocks are listed but cannot be removed here: they come from
// the channel's calendar and would come back at the next sync. Every outcome is a toast or an error in the owner's
// language; the calendar refreshes after each change.
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { addDays, type IsoDate } from "../../../../../domain/dates.ts";
import { checkSeasonRange } from "../../../../../domain/rates/season-range.ts";
import { BLOCK_NOTE_MAX } from "../../../../../domain/schemas/blocks.ts";
import { formatCalendarDate } from "../../../../i18n/format.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { NumberField, TextAreaField } from "../../../../ui/form/fields.tsx";
import { showToast } from "../../../../ui/toast/toast-store.ts";
import { BottomSheet } from "../../../../ui/bottom-sheet.tsx";
import { activeStaysInRange, blocksInRange, type CalendarDetail } from "./calendar-selection.ts";
import { useRangeActions } from "./owner-calendar-queries.ts";
import { rangeFailure, rangeRuleText } from "./range-texts.ts";

export interface RangeSheetProps {
  villaId: string;
  range: { startDate: IsoDate; endDate: IsoDate; nights: number } | null;
  detail: CalendarDetail | undefined;
  onClose: () => void;
  /** After a change saved: the selection is done with. */
  onDone: () => void;
}

/** "6 Jul 2026 – 9 Jul 2026": the first and the last night (not the check-out day). */
export function useRangeTitle() {
  const { t, i18n } = useLingui();
  return (range: { startDate: IsoDate; endDate: IsoDate; nights: number }) => {
    const first = formatCalendarDate(i18n, range.startDate, "medium");
    const last = formatCalendarDate(i18n, addDays(range.endDate, -1), "medium");
    const nights = t({ message: plural(range.nights, { one: "# night", other: "# nights" }) });
    // Only figures and punctuation every language here writes alike: no message to translate.
    return range.nights === 1 ? `${first}, ${nights}` : `${first} – ${last}, ${nights}`;
  };
}

export function RangeSheet({ villaId, range, detail, onClose, onDone }: RangeSheetProps) {
  const title = useRangeTitle();
  return (
    <BottomSheet open={range !== null} onClose={onClose} title={range ? title(range) : ""} size="sm">
      {range && detail ? (
        <div className="space-y-6">
          <PriceForm villaId={villaId} range={range} detail={detail} onDone={onDone} />
          <BlockForm villaId={villaId} range={range} detail={detail} onDone={onDone} />
          <UnblockPart villaId={villaId} range={range} detail={detail} onDone={onDone} />
        </div>
      ) : null}
    </BottomSheet>
  );
}

interface PartProps {
  villaId: string;
  range: { startDate: IsoDate; endDate: IsoDate; nights: number };
  detail: CalendarDetail;
  onDone: () => void;
}

function Part({ title, id, children }: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <h3 id={id} className="mb-2 text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-lg border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900">
      {message}
    </p>
  );
}

function PriceForm({ villaId, range, detail, onDone }: PartProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { setPrice } = useRangeActions(villaId);
  const first = detail.days.find((d) => d.date === range.startDate);
  const [rate, setRate] = useState(first ? String(first.rate) : "");
  const [minStay, setMinStay] = useState(first ? String(first.minStay) : "");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body = {
      startDate: range.startDate,
      endDate: range.endDate,
      nightlyRate: rate.trim() === "" ? undefined : Number(rate.replace(",", ".")),
      minStay: minStay.trim() === "" ? null : Number(minStay),
    };
    // The API's own rules first, so a typo is explained at once in the owner's language.
    const checked = checkSeasonRange(body);
    if (checked.value === null) {
      setFields(Object.fromEntries(checked.issues.map((i) => [i.path, rangeRuleText(i18n, i.message)])));
      return;
    }
    setFields({});
    setPrice.mutate(
      { ...body, nightlyRate: checked.value.nightlyRate, minStay: checked.value.minStay },
      {
        onSuccess: () => {
          showToast("success", t`Price and minimum stay saved`);
          onDone();
        },
        onError: (err) => {
          const failure = rangeFailure(i18n, err);
          setFields(failure.fields);
          setError(failure.message);
        },
      },
    );
  };

  const otherProblem = fields.startDate ?? fields.endDate ?? fields.name;
  return (
    <Part id={`${id}-price`} title={t`Price and minimum stay`}>
      <form noValidate onSubmit={submit} className="space-y-3">
        <NumberField
          label={t`Price per night (EUR)`}
          value={rate}
          onChange={setRate}
          min={0.01}
          step={0.01}
          inputMode="decimal"
          required
          error={fields.nightlyRate}
          hint={t`Every night selected, weekend nights too.`}
        />
        <NumberField
          label={t`Minimum stay (nights)`}
          value={minStay}
          onChange={setMinStay}
          min={1}
          inputMode="numeric"
          error={fields.minStay}
          hint={t`For stays beginning on these nights. Leave empty for the villa's usual minimum.`}
        />
        {otherProblem ? <FormError message={otherProblem} /> : null}
        <FormError message={error} />
        <button type="submit" disabled={setPrice.isPending} className={buttonClass({ fullWidth: true })}>
          {setPrice.isPending ? t`Saving...` : t`Save price`}
        </button>
      </form>
    </Part>
  );
}

function BlockForm({ villaId, range, detail, onDone }: PartProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { block } = useRangeActions(villaId);
  const [note, setNote] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const stays = activeStaysInRange(detail.stays, range.startDate, range.endDate);
  const { manual } = blocksInRange(detail.blocks, range.startDate, range.endDate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const trimmed = note.trim();
    if (trimmed.length > BLOCK_NOTE_MAX) {
      setFields({ note: t`The note must be at most 200 characters` });
      return;
    }
    setFields({});
    block.mutate(
      { startDate: range.startDate, endDate: range.endDate, note: trimmed },
      {
        onSuccess: () => {
          showToast("success", t`Nights blocked`);
          onDone();
        },
        onError: (err) => {
          const failure = rangeFailure(i18n, err);
          setFields(failure.fields);
          setError(failure.message);
        },
      },
    );
  };

  const taken = stays.length > 0 || manual.length > 0;
  return (
    <Part id={`${id}-block`} title={t`Block these nights`}>
      {taken ? (
        <p className="mb-3 rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950">
          {stays.length > 0
            ? t`A guest's stay holds some of these nights: they cannot be blocked.`
            : t`Some of these nights are already blocked by you. Unblock them first, or choose free nights.`}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="space-y-3">
        <TextAreaField
          label={t`Note (only you see it)`}
          value={note}
          onChange={setNote}
          rows={2}
          maxLength={BLOCK_NOTE_MAX}
          error={fields.note}
          hint={t`For example: family visit, painting. At most 200 characters.`}
        />
        <FormError message={error} />
        <button
          type="submit"
          disabled={block.isPending || taken}
          className={buttonClass({ variant: "secondary", fullWidth: true })}
        >
          {block.isPending ? t`Saving...` : t`Block`}
        </button>
      </form>
    </Part>
  );
}

function UnblockPart({ villaId, range, detail, onDone }: PartProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { unblock } = useRangeActions(villaId);
  const [error, setError] = useState<string | null>(null);
  const { manual, imported } = blocksInRange(detail.blocks, range.startDate, range.endDate);
  const count = manual.length;
  const span = (b: { startDate: IsoDate; endDate: IsoDate }) =>
    `${formatCalendarDate(i18n, b.startDate, "medium")} – ${formatCalendarDate(i18n, addDays(b.endDate, -1), "medium")}`;

  const remove = () => {
    setError(null);
    unblock.mutate(
      manual.map((b) => b.id),
      {
        onSuccess: () => {
          showToast("success", t({ message: plural(count, { one: "Block removed", other: "# blocks removed" }) }));
          onDone();
        },
        onError: (err) => setError(rangeFailure(i18n, err).message),
      },
    );
  };

  return (
    <Part id={`${id}-unblock`} title={t`Unblock`}>
      {manual.length === 0 ? (
        <p className="text-slate-700">{t`None of these nights is blocked by you.`}</p>
      ) : (
        <>
          <p className="text-slate-800">
            {t({
              message: plural(count, {
                one: "Your block touching these nights will be removed, all its nights:",
                other: "Your # blocks touching these nights will be removed, all their nights:",
              }),
            })}
          </p>
          <ul className="mt-2 space-y-1">
            {manual.map((b) => (
              <li key={b.id} className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900">
                <span className="font-medium">{span(b)}</span>
                {b.note ? <span className="block break-words text-slate-800">{b.note}</span> : null}
              </li>
            ))}
          </ul>
          <FormError message={error} />
          <button
            type="button"
            onClick={remove}
            disabled={unblock.isPending}
            className={buttonClass({ variant: "secondary", fullWidth: true, className: "mt-3" })}
          >
            {unblock.isPending
              ? t`Saving...`
              : t({ message: plural(count, { one: "Unblock", other: "Unblock all #" }) })}
          </button>
        </>
      )}
      {imported.length > 0 ? (
        <div className="mt-3">
          <p className="text-sm text-slate-800">
            {t`These nights come from another channel's calendar. Free them there: the next sync brings the change here.`}
          </p>
          <ul className="mt-2 space-y-1">
            {imported.map((b) => {
              const channel = b.source ?? t`another calendar`;
              const dates = span(b);
              return (
                <li
                  key={`${b.startDate}-${b.source ?? ""}`}
                  className="rounded-lg border border-violet-700 bg-violet-50 px-3 py-2 text-sm text-violet-950"
                >
                  {t`${dates}: from ${channel}`}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </Part>
  );
}
