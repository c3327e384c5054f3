// The optional facts of an account as every view of the user list shows them (table, cards, details): a phone
// number or "No phone", a date of birth or "N/A" (SPEC 2 "Admin users").
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCalendarDate } from "../../../i18n/format.ts";

export function UserPhone({ phone }: { phone: string | null }) {
  if (!phone) {
    return (
      <span className="text-slate-700 italic">
        <Trans>No phone</Trans>
      </span>
    );
  }
  // Digits and "+" keep their order in every script direction.
  return <span dir="ltr">{phone}</span>;
}

export function UserDateOfBirth({
  dateOfBirth,
  style = "medium",
}: {
  dateOfBirth: string | null;
  style?: "long" | "medium";
}) {
  const { i18n } = useLingui();
  if (!dateOfBirth) {
    return (
      <span className="text-slate-700 italic">
        <Trans>N/A</Trans>
      </span>
    );
  }
  return <>{formatCalendarDate(i18n, dateOfBirth, style)}</>;
}
