// Settings (SPEC 2): the status, chosen freely among AVAILABLE, UNAVAILABLE and MAINTENANCE, and the Active
// switch that shows or hides the villa to guests (SPEC 4).
import { Trans, useLingui } from "@lingui/react/macro";
import { VILLA_STATUSES, type VillaStatus } from "../../../../../domain/schemas/villa.ts";
import { SelectField } from "../../../../ui/form/fields.tsx";
import { VILLA_STATUS_LABELS } from "../villa-status.ts";
import { ActiveSwitch } from "./active-switch.tsx";
import type { SectionProps } from "./form-props.ts";
import { FormSection } from "./form-section.tsx";

const isStatus = (value: string): value is VillaStatus => (VILLA_STATUSES as readonly string[]).includes(value);

export function SettingsSection({ values, set, errors, controlRef }: SectionProps) {
  const { t, i18n } = useLingui();
  return (
    <FormSection title={<Trans>Settings</Trans>}>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <SelectField
          label={t`Status`}
          hint={t`Only an available, active villa can be booked.`}
          value={values.status}
          onChange={(value) => {
            if (isStatus(value)) set("status", value);
          }}
          options={VILLA_STATUSES.map((status) => ({ value: status, label: i18n._(VILLA_STATUS_LABELS[status]) }))}
          error={errors.status}
          inputRef={controlRef("status")}
        />
        <ActiveSwitch
          label={t({ message: "Active", context: "villa" })}
          description={values.isActive ? t`Visible to guests.` : t`Hidden from guests (shown as Inactive).`}
          checked={values.isActive}
          onChange={(checked) => set("isActive", checked)}
          buttonRef={controlRef("isActive")}
        />
      </div>
    </FormSection>
  );
}
