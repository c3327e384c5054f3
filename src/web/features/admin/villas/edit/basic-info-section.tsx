// Basic Information (SPEC 2): title, description, address, city (SPEC 3: a fixed list holding only Hurghada) and
// country. A villa already in a city outside the list keeps it until the owner picks another.
import { Trans, useLingui } from "@lingui/react/macro";
import { CITIES, VILLA_LIMITS } from "../../../../../domain/schemas/villa.ts";
import { SelectField, TextAreaField, TextField } from "../../../../ui/form/fields.tsx";
import type { SectionProps } from "./form-props.ts";
import { FormSection } from "./form-section.tsx";

export function BasicInfoSection({ values, set, errors, controlRef, savedCity }: SectionProps & { savedCity: string }) {
  const { t } = useLingui();
  const cities: string[] = [...CITIES];
  if (savedCity !== "" && !cities.includes(savedCity)) cities.push(savedCity);
  return (
    <FormSection title={<Trans>Basic Information</Trans>}>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <TextField
            label={t`Title`}
            required
            value={values.title}
            onChange={(value) => set("title", value)}
            maxLength={VILLA_LIMITS.titleMax}
            error={errors.title}
            inputRef={controlRef("title")}
          />
        </div>
        <div className="md:col-span-2">
          <TextAreaField
            label={t`Description`}
            hint={t`Shown to guests on the villa page. Leave empty for none.`}
            value={values.description}
            onChange={(value) => set("description", value)}
            rows={6}
            maxLength={VILLA_LIMITS.descriptionMax}
            error={errors.description}
            inputRef={controlRef("description")}
          />
        </div>
        <div className="md:col-span-2">
          <TextField
            label={t`Address`}
            required
            value={values.address}
            onChange={(value) => set("address", value)}
            maxLength={VILLA_LIMITS.addressMax}
            autoComplete="off"
            error={errors.address}
            inputRef={controlRef("address")}
          />
        </div>
        <SelectField
          label={t`City`}
          required
          value={values.city}
          onChange={(value) => set("city", value)}
          placeholder={t`Choose a city`}
          options={cities.map((city) => ({ value: city, label: city }))}
          error={errors.city}
          inputRef={controlRef("city")}
        />
        <TextField
          label={t`Country`}
          value={values.country}
          onChange={(value) => set("country", value)}
          maxLength={VILLA_LIMITS.countryMax}
          autoComplete="off"
          error={errors.country}
          inputRef={controlRef("country")}
        />
      </div>
    </FormSection>
  );
}
