// The one-thumb "Record payment" sheet of a booking (issue 23): on a phone it rests on the bottom edge, where the
// thumb is. The amount starts with what is due next, the date with the villa's today, the method with a bank
// transfer; once something was paid, the owner may record a refund instead (typed positive, sent negative). The
// entry is checked with the API's own rules before it is sent; a broken rule, the browser's or the server's, shows
// under its field and the first one gets the focus. Any other failure stays in the sheet to be tried again; success
// closes it with a toast, and focus goes back to the button that opened it (ui/dialog.tsx).
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { villaToday } from "../../../../domain/dates.ts";
import { nextDue, PAYMENT_RECORD_METHODS } from "../../../../domain/payments/booking-payments.ts";
import { PAYMENT_LIMITS, type PaymentRecordField } from "../../../../domain/payments/payment-rules.ts";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { apiErrorText, apiFieldErrors } from "../../../api/error-text.ts";
import { formatCalendarDate, formatPrice } from "../../../i18n/format.ts";
import { ruleText } from "../../../i18n/rule-text.ts";
import { shortBookingId } from "../../../ui/booking/short-id.ts";
import { BottomSheet } from "../../../ui/bottom-sheet.tsx";
import { TextField } from "../../../ui/form/fields.tsx";
import { useFieldProblems } from "../../../ui/form/use-field-problems.ts";
import { PAYMENT_RECORD_METHOD_LABELS, SCHEDULE_KIND_LABELS } from "../../../ui/payments/payment-labels.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { AdminErrorBanner } from "../layout/admin-error-banner.tsx";
import { useRecordPayment } from "./payment-commands.ts";
import {
  canRefund,
  checkPaymentForm,
  initialPaymentValues,
  PAYMENT_FORM_FIELDS,
  refundDue,
  type PaymentDirection,
  type PaymentFormValues,
} from "./payment-form-values.ts";
import { SheetButtons } from "./sheet-buttons.tsx";

interface RecordPaymentSheetProps {
  booking: Booking;
  /** Null while closed; otherwise what the sheet starts with (the owner may switch it). */
  direction: PaymentDirection | null;
  onClose: () => void;
}

export function RecordPaymentSheet({ booking, direction, onClose }: RecordPaymentSheetProps) {
  const { t } = useLingui();
  const summaryId = useId();
  const record = useRecordPayment();
  return (
    <BottomSheet
      open={direction !== null}
      // While the request is out the sheet stays: its outcome belongs to it.
      onClose={() => {
        if (!record.isPending) onClose();
      }}
      title={t`Record payment`}
      describedBy={summaryId}
      size="sm"
    >
      {direction !== null ? (
        <RecordPaymentForm
          booking={booking}
          direction={direction}
          summaryId={summaryId}
          record={record}
          onClose={onClose}
        />
      ) : null}
    </BottomSheet>
  );
}

function MoneySummary({ booking, id }: { booking: Booking; id: string }) {
  const { i18n } = useLingui();
  const price = (amount: number) => formatPrice(i18n, amount, booking.currency);
  const shortId = shortBookingId(booking.id);
  const guest = booking.guest.fullName;
  const paid = price(booking.payments.paidTotal);
  const total = price(booking.totalPrice);
  const outstanding = price(booking.payments.outstanding);
  const next = nextDue(booking.payments);
  const part = next ? i18n._(SCHEDULE_KIND_LABELS[next.kind]) : "";
  const nextAmount = next ? price(next.remaining) : "";
  const nextDate = next ? formatCalendarDate(i18n, next.dueDate, "medium") : "";
  return (
    <div id={id} className="grid gap-1 rounded-xl bg-sand-50 p-3 text-slate-900">
      <p className="font-semibold break-words">
        {guest} · <Trans>Booking #{shortId}</Trans>
      </p>
      <p className="text-sm">
        <Trans>
          Paid {paid} of {total}. Outstanding: {outstanding}.
        </Trans>
      </p>
      {next ? (
        <p className="text-sm">
          <Trans>
            Due next: {part}, {nextAmount} by {nextDate}.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

interface RecordPaymentFormProps {
  booking: Booking;
  direction: PaymentDirection;
  summaryId: string;
  record: ReturnType<typeof useRecordPayment>;
  onClose: () => void;
}

function RecordPaymentForm({ booking, direction, summaryId, record, onClose }: RecordPaymentFormProps) {
  const { t, i18n } = useLingui();
  const today = villaToday();
  const [values, setValues] = useState<PaymentFormValues>(() => initialPaymentValues(booking, direction, today));
  const { problems, showProblems: show, clearProblem, controlRef, bindField } = useFieldProblems<PaymentRecordField>();
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);
  const saving = record.isPending;
  const refunding = values.direction === "refund";

  const showProblems = (marked: Partial<Record<PaymentRecordField, string>>) => show(marked, PAYMENT_FORM_FIELDS);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setProblem(null);
    const checked = checkPaymentForm(values, booking, villaToday());
    if (checked.record === null) {
      const marked: Partial<Record<PaymentRecordField, string>> = {};
      for (const issue of checked.issues) marked[issue.path] ??= ruleText(i18n, issue.message);
      showProblems(marked);
      return;
    }
    try {
      const updated = await record.mutateAsync({ bookingId: booking.id, record: checked.record });
      const paid = formatPrice(i18n, updated.payments.paidTotal, updated.currency);
      const outstanding = formatPrice(i18n, updated.payments.outstanding, updated.currency);
      toast.success(refunding ? t`Refund recorded` : t`Payment recorded`, {
        description: t`Paid so far: ${paid}. Outstanding: ${outstanding}.`,
      });
      onClose();
    } catch (error) {
      const marked: Partial<Record<PaymentRecordField, string>> = {};
      for (const [path, message] of Object.entries(apiFieldErrors(i18n, error))) {
        if ((PAYMENT_FORM_FIELDS as readonly string[]).includes(path)) marked[path as PaymentRecordField] = message;
      }
      if (Object.keys(marked).length > 0) {
        showProblems(marked);
        return;
      }
      const title = refunding ? t`Failed to record the refund` : t`Failed to record the payment`;
      setProblem({ title, description: apiErrorText(i18n, error, title) });
    }
  }

  const field = (name: Exclude<PaymentRecordField, "method">) => bindField(name, values, setValues);

  const chooseDirection = (next: PaymentDirection) => {
    // The amount follows the choice: what is due next for a payment, the refund due for a refund.
    setValues((current) => ({
      ...initialPaymentValues(booking, next, today),
      receivedOn: current.receivedOn,
      method: current.method,
      reference: current.reference,
    }));
    clearProblem("amount");
  };

  const methods = PAYMENT_RECORD_METHODS.map((method) => ({
    value: method,
    label: i18n._(PAYMENT_RECORD_METHOD_LABELS[method]),
  }));
  const toPayBack = formatPrice(i18n, refundDue(booking), booking.currency);
  const paidSoFar = formatPrice(i18n, booking.payments.paidTotal, booking.currency);
  const refundHint =
    refundDue(booking) > 0
      ? t`The cancellation leaves ${toPayBack} to pay back. Type the amount without a minus sign.`
      : t`At most what was paid: ${paidSoFar}. Type the amount without a minus sign.`;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving || undefined} className="grid gap-5">
      <MoneySummary booking={booking} id={summaryId} />
      <fieldset disabled={saving} className="grid min-w-0 gap-4">
        {canRefund(booking) ? (
          <ChoicePills
            legend={<Trans>What are you recording?</Trans>}
            options={[
              { value: "payment" as const, label: t`Payment received` },
              { value: "refund" as const, label: t`Refund paid back` },
            ]}
            value={values.direction}
            onChange={chooseDirection}
          />
        ) : null}
        <TextField
          label={refunding ? t`Amount paid back (€)` : t`Amount received (€)`}
          hint={refunding ? refundHint : undefined}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          {...field("amount")}
        />
        <TextField
          label={refunding ? t`Paid back on` : t`Received on`}
          required
          type="date"
          max={today}
          {...field("receivedOn")}
        />
        <ChoicePills
          legend={<Trans>Method</Trans>}
          required
          options={methods}
          value={values.method}
          onChange={(value) => {
            setValues((current) => ({ ...current, method: value }));
            clearProblem("method");
          }}
          error={problems.method}
          inputRef={controlRef("method")}
        />
        <TextField
          label={t`Reference`}
          hint={t`Optional: the bank transfer's reference or a receipt number.`}
          autoComplete="off"
          maxLength={PAYMENT_LIMITS.referenceMax}
          {...field("reference")}
        />
      </fieldset>

      {problem ? <AdminErrorBanner title={problem.title} message={problem.description} /> : null}

      <SheetButtons
        back={<Trans>Cancel</Trans>}
        onBack={onClose}
        busy={saving}
        action={{
          label: saving ? (
            <Trans>Saving...</Trans>
          ) : refunding ? (
            <Trans>Record refund</Trans>
          ) : (
            <Trans>Record payment</Trans>
          ),
        }}
      />
    </form>
  );
}

/**
 * A choice of a few as large radio buttons, two a row (one tap each, no picker to open): the chosen one is filled and
 * its radio marked, so the choice never rests on colour alone. The first radio takes the focus when the choice has a
 * problem.
 */
function ChoicePills<T extends string>({
  legend,
  options,
  value,
  onChange,
  required = false,
  error,
  inputRef,
}: {
  legend: ReactNode;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (next: T) => void;
  required?: boolean;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const name = useId();
  const problemId = `${name}-problem`;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? problemId : undefined}>
      <legend className="font-medium text-slate-900">
        {legend}
        {required ? <span className="text-red-800"> *</span> : null}
      </legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-400 px-3 py-2 font-semibold text-slate-900 has-checked:border-sea-700 has-checked:bg-sea-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-sea-600"
          >
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-white"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={problemId} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
