// The stay details a confirmed guest needs, with no language of their own: the Wi-Fi and the door code (shown on
// the stay page only from a few days before arrival), the host's numbers and the villa's map position.
import { Trans, useLingui } from "@lingui/react/macro";
import { VILLA_CONTENT_LIMITS } from "../../../../../domain/villa-content.ts";
import { TextField } from "../../../../ui/form/fields.tsx";
import { FormSection } from "../edit/form-section.tsx";
import type { DetailField, TextsFormValues } from "./text-fields.ts";

export function DetailsSection({
  values,
  onChange,
  errors,
  controlRef,
}: {
  values: TextsFormValues["details"];
  onChange: (field: DetailField, value: string) => void;
  errors: Partial<Record<string, string>>;
  controlRef: (path: string) => (element: HTMLElement | null) => void;
}) {
  const { t } = useLingui();
  const field = (name: DetailField) => ({
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    error: errors[name],
    inputRef: controlRef(name),
    autoComplete: "off",
  });
  return (
    <FormSection
      title={<Trans>Stay details</Trans>}
      description={
        <Trans>Only guests with a confirmed stay see these, the codes from a few days before arrival.</Trans>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t`Wi-Fi network`} maxLength={VILLA_CONTENT_LIMITS.secretMax} {...field("wifiNetwork")} />
        <TextField label={t`Wi-Fi password`} maxLength={VILLA_CONTENT_LIMITS.secretMax} {...field("wifiPassword")} />
        <TextField
          label={t`Door or key box code`}
          maxLength={VILLA_CONTENT_LIMITS.secretMax}
          {...field("accessCode")}
        />
        <TextField
          label={t`Show the codes this many days before arrival`}
          type="number"
          inputMode="numeric"
          min={0}
          max={VILLA_CONTENT_LIMITS.revealDaysMax}
          {...field("revealDaysBeforeArrival")}
        />
        <TextField label={t`Host's phone`} type="tel" inputMode="tel" {...field("phone")} />
        <TextField label={t`Host's WhatsApp`} type="tel" inputMode="tel" {...field("whatsapp")} />
        <TextField label={t`Latitude`} inputMode="decimal" placeholder="27.2579" {...field("latitude")} />
        <TextField label={t`Longitude`} inputMode="decimal" placeholder="33.8116" {...field("longitude")} />
      </div>
    </FormSection>
  );
}
