// Amenities (n selected) (SPEC 2): a checkbox per amenity, grouped, each a full-width 44 px target with its
// name in the page's language.
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { amenityChoiceGroups } from "./amenity-choices.ts";
import type { SectionProps } from "./form-props.ts";
import { FormSection } from "./form-section.tsx";

export function AmenitiesSection({
  values,
  set,
  errors,
  controlRef,
  savedAmenities,
}: SectionProps & { savedAmenities: readonly string[] }) {
  const { i18n } = useLingui();
  const selected = values.amenities;
  const groups = useMemo(
    () => amenityChoiceGroups(i18n, [...savedAmenities, ...selected]),
    [i18n, savedAmenities, selected],
  );
  const chosen = new Set(selected);
  const count = selected.length;

  function toggle(key: string, on: boolean) {
    set("amenities", on ? [...selected.filter((k) => k !== key), key] : selected.filter((k) => k !== key));
  }

  return (
    <FormSection title={<Trans>Amenities ({count} selected)</Trans>}>
      <div ref={controlRef("amenities")} tabIndex={-1} className="space-y-5 focus:outline-none">
        {groups.map((group) => (
          <fieldset key={group.id}>
            <legend className="text-sm font-semibold tracking-wide text-slate-800 uppercase">{group.label}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {group.choices.map((choice) => (
                <label
                  key={choice.key}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-slate-900 hover:bg-sea-50 has-[:checked]:border-sea-700 has-[:checked]:bg-sea-50"
                >
                  <input
                    type="checkbox"
                    checked={chosen.has(choice.key)}
                    onChange={(event) => toggle(choice.key, event.target.checked)}
                    className="size-5 shrink-0 rounded border-slate-400 accent-sea-700"
                  />
                  <span>{choice.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {errors.amenities ? <p className="text-sm font-medium text-red-800">{errors.amenities}</p> : null}
      </div>
    </FormSection>
  );
}
