// Where the guest pays (DESIGN 7.2): the owner's account holder, IBAN in groups of four, BIC, bank, the owner's
// instructions in the page's language and the reference to write on the transfer, each with a Copy button, then the
// SEPA QR code for the amount due now.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { isLanguage } from "../../../domain/languages.ts";
import { formatIban } from "../../../domain/payments/iban.ts";
import type { PayTo } from "../../../domain/schemas/payments.ts";
import { CopyButton } from "./copy-button.tsx";
import { EpcQrCode } from "./epc-qr-code.tsx";

interface PayToDetailsProps {
  payTo: PayTo;
  /** The transfer's reference (remittanceText). */
  reference: string;
  /** What to pay now; no QR code without it. */
  amount: number | null;
  amountText: string | null;
  currency: string;
}

function CopyableFact({
  label,
  value,
  shown,
  copyLabel,
}: {
  label: ReactNode;
  value: string;
  shown?: string;
  copyLabel: string;
}) {
  const valueId = useId();
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="flex items-center justify-between gap-2">
        <span id={valueId} className="min-w-0 font-medium break-words text-slate-900">
          {shown ?? value}
        </span>
        <CopyButton value={value} label={copyLabel} targetId={valueId} />
      </dd>
    </div>
  );
}

/** The owner's instructions in the page's language, else in English (the one an owner writes first). */
function instructionsFor(payTo: PayTo, locale: string): string {
  const own = isLanguage(locale) ? payTo.instructions[locale].trim() : "";
  return own || payTo.instructions.en.trim();
}

export function PayToDetails({ payTo, reference, amount, amountText, currency }: PayToDetailsProps) {
  const { t, i18n } = useLingui();
  const instructions = instructionsFor(payTo, i18n.locale);
  const iban = payTo.iban.replace(/\s+/g, "");
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 rounded-xl bg-sand-50 p-4">
        <CopyableFact
          label={<Trans>Account holder</Trans>}
          value={payTo.accountHolder}
          copyLabel={t`Copy account holder`}
        />
        <CopyableFact label={<Trans>IBAN</Trans>} value={iban} shown={formatIban(iban)} copyLabel={t`Copy IBAN`} />
        {payTo.bic ? <CopyableFact label={<Trans>BIC</Trans>} value={payTo.bic} copyLabel={t`Copy BIC`} /> : null}
        {payTo.bankName ? (
          <CopyableFact label={<Trans>Bank</Trans>} value={payTo.bankName} copyLabel={t`Copy bank name`} />
        ) : null}
        <CopyableFact
          label={<Trans>Reference to write on the transfer</Trans>}
          value={reference}
          copyLabel={t`Copy reference`}
        />
      </dl>
      {instructions ? <p className="whitespace-pre-line text-slate-800">{instructions}</p> : null}
      {amount !== null && amountText !== null ? (
        <EpcQrCode
          transfer={{ accountHolder: payTo.accountHolder, iban, bic: payTo.bic, amount, remittance: reference }}
          currency={currency}
          amountText={amountText}
        />
      ) : null}
    </div>
  );
}
