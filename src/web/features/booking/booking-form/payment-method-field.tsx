// How the guest means to pay (SPEC 9): Bank Transfer, the default, or Payment on Arrival. Two radio buttons in a
// labelled group, each a full-width 44 px target.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import { PAYMENT_METHODS, type PaymentMethod } from "../../../../domain/schemas/booking-fields.ts";

const LABELS: Record<PaymentMethod, MessageDescriptor> = {
  BANK_TRANSFER: msg`Bank Transfer`,
  PAYMENT_ON_ARRIVAL: msg`Payment on Arrival`,
};

export interface PaymentMethodFieldProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Receives the first radio button (focus target when the group is reported). */
  inputRef?: Ref<HTMLInputElement>;
}

export function PaymentMethodField({ value, onChange, inputRef }: PaymentMethodFieldProps) {
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend className="font-medium text-slate-900">
        <Trans>Payment method</Trans>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {PAYMENT_METHODS.map((method, position) => (
          <label
            key={method}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-400 px-3 py-2 text-slate-900 has-checked:border-sea-700 has-checked:bg-sea-50 has-focus-visible:ring-2 has-focus-visible:ring-sea-600/40"
          >
            <input
              ref={position === 0 ? inputRef : undefined}
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="size-5 shrink-0 accent-sea-700"
            />
            {i18n._(LABELS[method])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
