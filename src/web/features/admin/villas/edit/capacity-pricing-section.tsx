// Capacity & Pricing (SPEC 2, SPEC 5): bedrooms and bathrooms 1 to 20, max guests 1 to 50 (an empty field counts
// as 1), price per night above 0 in steps of 0.01.
import { Trans, useLingui } from "@lingui/react/macro";
import { VILLA_LIMITS } from "../../../../../domain/schemas/villa.ts";
import type { SectionProps } from "./form-props.ts";
import { FormSection } from "./form-section.tsx";
import { NumberField } from "../../../../ui/form/fields.tsx";

export function CapacityPricingSection({ values, set, errors, controlRef }: SectionProps) {
  const { t } = useLingui();
  const roomsHint = t`1 to 20; empty counts as 1`;
  return (
    <FormSection title={<Trans>Capacity & Pricing</Trans>}>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t`Bedrooms`}
          hint={roomsHint}
          value={values.bedrooms}
          onChange={(value) => set("bedrooms", value)}
          min={VILLA_LIMITS.roomsMin}
          max={VILLA_LIMITS.roomsMax}
          inputMode="numeric"
          error={errors.bedrooms}
          inputRef={controlRef("bedrooms")}
        />
        <NumberField
          label={t`Bathrooms`}
          hint={roomsHint}
          value={values.bathrooms}
          onChange={(value) => set("bathrooms", value)}
          min={VILLA_LIMITS.roomsMin}
          max={VILLA_LIMITS.roomsMax}
          inputMode="numeric"
          error={errors.bathrooms}
          inputRef={controlRef("bathrooms")}
        />
        <NumberField
          label={t`Max guests`}
          hint={t`1 to 50; empty counts as 1`}
          value={values.maxGuests}
          onChange={(value) => set("maxGuests", value)}
          min={VILLA_LIMITS.guestsMin}
          max={VILLA_LIMITS.guestsMax}
          inputMode="numeric"
          error={errors.maxGuests}
          inputRef={controlRef("maxGuests")}
        />
        <NumberField
          label={t`Price per night (EUR)`}
          hint={t`Greater than 0, in steps of 0.01`}
          required
          value={values.pricePerNight}
          onChange={(value) => set("pricePerNight", value)}
          min={0.01}
          step={0.01}
          inputMode="decimal"
          error={errors.pricePerNight}
          inputRef={controlRef("pricePerNight")}
        />
      </div>
    </FormSection>
  );
}
