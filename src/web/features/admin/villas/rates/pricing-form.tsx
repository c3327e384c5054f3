// The villa's rates and stay rules (DESIGN 7.1), made for a phone: nightly and weekend rates, fees, discounts and the
// booking window, with a live example of what a guest pays. The edit is checked with the API's own rules
// (pricing-form-values.ts) before it is sent; a broken rule, the browser's or the server's, shows under its field in
// the owner's language and the first one gets the focus. Saving sends the whole pricing.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { RATE_LIMITS } from "../../../../../domain/rates/rate-messages.ts";
import type { Season } from "../../../../../domain/rates/seasons.ts";
import type { VillaPricing } from "../../../../../domain/rates/villa-pricing.ts";
import { apiErrorText, apiFieldErrors } from "../../../../api/error-text.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { NumberField } from "../../../../ui/form/fields.tsx";
import { useFieldProblems } from "../../../../ui/form/use-field-problems.ts";
import { toast } from "../../../../ui/toast/toast-store.ts";
import { FormSection } from "../edit/form-section.tsx";
import { UnsavedChangesGuard } from "../edit/unsaved-changes-dialog.tsx";
import {
  checkPricingValues,
  PRICING_FIELDS,
  pricingFormValuesOf,
  samePricingValues,
  type PricingField,
} from "./pricing-form-values.ts";
import { useSavePricing } from "./rates-queries.ts";
import { StayExamplePanel } from "./stay-example-panel.tsx";
import { WeekdayPicker } from "./weekday-picker.tsx";
import { rateRuleText } from "./rate-rule-text.ts";

interface PricingFormProps {
  villaId: string;
  maxGuests: number;
  pricing: VillaPricing;
  seasons: readonly Season[];
}

export function PricingForm({ villaId, maxGuests, pricing, seasons }: PricingFormProps) {
  const { t, i18n } = useLingui();
  const [original, setOriginal] = useState(() => pricingFormValuesOf(pricing));
  const [values, setValues] = useState(original);
  const { problems, setProblems, clearProblem, controlRef, focusField, bindField } = useFieldProblems<PricingField>();
  const leaving = useRef(false);
  const save = useSavePricing(villaId);
  const saving = save.isPending;
  // The example follows the form as typed; while a field is broken there is no price to work out.
  const checked = checkPricingValues(values, maxGuests);

  // The first problem gets the focus once the form is enabled again: a server's answer arrives while the fieldset is
  // still disabled for the save, and a disabled field cannot take the focus.
  const pendingFocus = useRef<PricingField | null>(null);
  useEffect(() => {
    if (saving || pendingFocus.current === null) return;
    focusField(pendingFocus.current);
    pendingFocus.current = null;
  });

  function showProblems(marked: Partial<Record<PricingField, string>>) {
    setProblems(marked);
    pendingFocus.current = PRICING_FIELDS.find((field) => marked[field] !== undefined) ?? null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (checked.pricing === null) {
      const marked: Partial<Record<PricingField, string>> = {};
      for (const issue of checked.issues) marked[issue.path as PricingField] ??= rateRuleText(i18n, issue.message);
      showProblems(marked);
      return;
    }
    try {
      const saved = pricingFormValuesOf(await save.mutateAsync(checked.pricing));
      setOriginal(saved);
      setValues(saved);
      setProblems({});
      toast.success(t`Rates saved`, { description: t`Guests see the new prices from now on.` });
    } catch (error) {
      const marked: Partial<Record<PricingField, string>> = {};
      for (const [path, message] of Object.entries(apiFieldErrors(i18n, error, rateRuleText))) {
        if ((PRICING_FIELDS as readonly string[]).includes(path)) marked[path as PricingField] = message;
      }
      showProblems(marked);
      toast.error(t`Failed to save the rates`, { description: apiErrorText(i18n, error, t`Please try again.`) });
    }
  }

  const field = (name: Exclude<PricingField, "weekendNights">) => bindField(name, values, setValues);
  const money = { min: 0, step: 0.01, inputMode: "decimal" as const };
  const whole = { step: 1, inputMode: "numeric" as const };
  const percent = { ...whole, min: 0, max: RATE_LIMITS.percentMax, hint: t`0 to 100` };
  const dirty = !samePricingValues(original, values);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving} className="min-w-0 space-y-6">
        <fieldset disabled={saving} className="min-w-0 space-y-6">
          <FormSection
            title={<Trans>Nightly rates</Trans>}
            description={<Trans>The price of a night outside any season. A season's own rates replace them.</Trans>}
          >
            <div className="space-y-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  label={t`Nightly rate (EUR)`}
                  required
                  {...money}
                  min={0.01}
                  max={RATE_LIMITS.rateMax}
                  {...field("baseRate")}
                />
                <NumberField
                  label={t`Weekend rate (EUR)`}
                  hint={t`Optional. Empty: weekend nights cost the nightly rate.`}
                  {...money}
                  min={0.01}
                  max={RATE_LIMITS.rateMax}
                  {...field("weekendRate")}
                />
              </div>
              <WeekdayPicker
                legend={<Trans>Weekend nights</Trans>}
                hint={<Trans>A night is named by the day it begins: Friday night is from Friday to Saturday.</Trans>}
                value={values.weekendNights}
                onChange={(days) => {
                  setValues((current) => ({ ...current, weekendNights: days }));
                  clearProblem("weekendNights");
                }}
                error={problems.weekendNights}
                inputRef={controlRef("weekendNights")}
              />
            </div>
          </FormSection>

          <FormSection title={<Trans>Fees and guests</Trans>} description={<Trans>Added to every stay's price.</Trans>}>
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField
                label={t`Cleaning fee (EUR)`}
                hint={t`Once per stay`}
                {...money}
                max={RATE_LIMITS.feeMax}
                {...field("cleaningFee")}
              />
              <NumberField label={t`Service fee (%)`} {...percent} {...field("serviceFeePercent")} />
              <NumberField
                label={t`Extra guest fee (EUR)`}
                hint={t`Per night, for each guest above those included`}
                {...money}
                max={RATE_LIMITS.feeMax}
                {...field("extraGuestFee")}
              />
              <NumberField
                label={t`Guests included in the price`}
                hint={t`1 to ${maxGuests}, the villa's maximum`}
                {...whole}
                min={1}
                max={maxGuests}
                {...field("includedGuests")}
              />
            </div>
          </FormSection>

          <FormSection
            title={<Trans>Discounts for long stays</Trans>}
            description={<Trans>Taken off the nights' total. A stay of 28 nights or more gets the monthly one.</Trans>}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField
                label={t`Weekly discount (%), from 7 nights`}
                {...percent}
                {...field("weeklyDiscountPercent")}
              />
              <NumberField
                label={t`Monthly discount (%), from 28 nights`}
                {...percent}
                {...field("monthlyDiscountPercent")}
              />
            </div>
          </FormSection>

          <FormSection
            title={<Trans>Stay rules</Trans>}
            description={<Trans>Which stays guests can request. A season can set its own minimum stay.</Trans>}
          >
            <div className="grid gap-4 sm:grid-cols-3">
              <NumberField
                label={t`Minimum stay (nights)`}
                {...whole}
                min={1}
                max={RATE_LIMITS.minStayMax}
                {...field("minStay")}
              />
              <NumberField
                label={t`Minimum notice (days)`}
                hint={t`0: guests can arrive today`}
                {...whole}
                min={0}
                max={RATE_LIMITS.minNoticeMax}
                {...field("minNoticeDays")}
              />
              <NumberField
                label={t`Booking window (days)`}
                hint={t`How far ahead guests can arrive, at most 730`}
                {...whole}
                min={1}
                max={RATE_LIMITS.maxAdvanceMax}
                {...field("maxAdvanceDays")}
              />
            </div>
          </FormSection>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="submit" disabled={saving} className={buttonClass({})}>
            {saving ? <Trans>Saving...</Trans> : <Trans>Save rates</Trans>}
          </button>
        </div>
        <UnsavedChangesGuard
          dirty={dirty && !saving}
          formPath={`/admin/villas/${villaId}/rates`}
          leaving={leaving}
          message={<Trans>Your changes to the rates have not been saved. If you leave now, they are lost.</Trans>}
        />
      </form>
      <StayExamplePanel pricing={checked.pricing} seasons={seasons} maxGuests={maxGuests} dirty={dirty} />
    </div>
  );
}
