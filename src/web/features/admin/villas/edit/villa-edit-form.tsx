// The villa edit form (SPEC 2 "Admin villas", edit; SPEC 5 "Admin villa edit"): five sections, Cancel back to
// the detail, Save Changes → "Saving..." → a toast and the detail. A failed rule marks its fields, raises the
// SPEC notification and moves the focus to the first one; the server's 422 answers are marked the same way.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMemo, useRef, useState, type FormEvent } from "react";
import type { Language } from "../../../../../domain/languages.ts";
import type { Villa } from "../../../../../domain/schemas/villa.ts";
import { apiErrorText, apiFieldErrors } from "../../../../api/error-text.ts";
import { ruleNotice, ruleText } from "../../../../i18n/rule-text.ts";
import { useFieldProblems } from "../../../../ui/form/use-field-problems.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { toast } from "../../../../ui/toast/toast-store.ts";
import { localPath } from "../../../../i18n/language-path.ts";
import { AmenitiesSection } from "./amenities-section.tsx";
import { BasicInfoSection } from "./basic-info-section.tsx";
import { CapacityPricingSection } from "./capacity-pricing-section.tsx";
import type { SetVillaField } from "./form-props.ts";
import { ImagesSection } from "./images-section.tsx";
import { SettingsSection } from "./settings-section.tsx";
import { UnsavedChangesGuard } from "./unsaved-changes-dialog.tsx";
import { useSaveVilla } from "./use-save-villa.ts";
import { useVillaPhotos } from "./use-villa-photos.ts";
import {
  changedFields,
  checkVillaForm,
  fieldIssues,
  firstField,
  formValuesOf,
  VILLA_FIELDS,
  villaUpdatePayload,
  type VillaField,
} from "./villa-form-values.ts";

type FieldErrors = Partial<Record<VillaField, string>>;

export function VillaEditForm({ villa, language }: { villa: Villa; language: Language }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const original = useMemo(() => formValuesOf(villa), [villa]);
  const [values, setValues] = useState(original);
  const {
    problems: errors,
    setProblems: setErrors,
    clearProblem,
    controlRef,
    focusField,
  } = useFieldProblems<VillaField>();
  const leaving = useRef(false);
  const save = useSaveVilla(villa.id);
  const [savingAlts, setSavingAlts] = useState(false);
  const saving = save.isPending || savingAlts;
  const detailPath = localPath(language, `/admin/villas/${villa.id}`);
  const photos = useVillaPhotos(values.images, (change) => {
    setValues((current) => ({ ...current, images: change(current.images) }));
    clearProblem("images");
  });
  const dirty = changedFields(original, values).length > 0 || photos.alts.changed.length > 0 || photos.uploads.busy;

  const set: SetVillaField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearProblem(field);
  };

  /** Writes the photos' changed descriptions; false (with a toast) when one could not be saved. */
  async function saveDescriptions(): Promise<boolean> {
    if (photos.alts.changed.length === 0) return true;
    setSavingAlts(true);
    try {
      await photos.alts.saveChanged();
      return true;
    } catch (error) {
      toast.error(t`Failed to save the photo descriptions`, {
        description: apiErrorText(i18n, error, t`Please try again.`),
      });
      return false;
    } finally {
      setSavingAlts(false);
    }
  }

  function focusFirst(fields: FieldErrors) {
    const field = firstField(fields);
    if (field) focusField(field);
  }

  function leave() {
    leaving.current = true;
    void navigate({ to: detailPath });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    // A photo still on its way would be left out of the saved villa.
    if (photos.uploads.busy) {
      toast.warning(t`Wait until the photos have finished uploading, then save.`);
      return;
    }
    const issues = checkVillaForm(original, values);
    const [first] = issues;
    if (first) {
      const marked: FieldErrors = {};
      for (const [field, issue] of Object.entries(fieldIssues(issues, values))) {
        marked[field as VillaField] = ruleText(i18n, issue.message);
      }
      setErrors(marked);
      const notice = ruleNotice(i18n, first);
      toast.warning(notice.title, notice.description ? { description: notice.description } : {});
      focusFirst(marked);
      return;
    }
    const payload = villaUpdatePayload(original, values);
    const describing = photos.alts.changed.length > 0;
    if (Object.keys(payload).length === 0 && !describing) {
      toast.info(t`No changes to save`);
      leave();
      return;
    }
    // The descriptions first: should they fail, the villa is not saved either and the form stays as it is.
    if (!(await saveDescriptions())) return;
    if (Object.keys(payload).length === 0) {
      toast.success(t`Villa updated successfully!`);
      leave();
      return;
    }
    try {
      await save.mutateAsync(payload);
      toast.success(t`Villa updated successfully!`);
      leave();
    } catch (error) {
      const fromServer = apiFieldErrors(i18n, error);
      const marked: FieldErrors = {};
      for (const field of VILLA_FIELDS) {
        const message = fromServer[field];
        if (message !== undefined) marked[field] = message;
      }
      setErrors(marked);
      toast.error(t`Failed to update villa`, { description: apiErrorText(i18n, error, t`Failed to update villa`) });
      focusFirst(marked);
    }
  }

  const sectionProps = { values, set, errors, controlRef };
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving} className="space-y-6">
      <fieldset disabled={saving} className="min-w-0 space-y-6">
        <BasicInfoSection {...sectionProps} savedCity={original.city} />
        <CapacityPricingSection {...sectionProps} />
        <SettingsSection {...sectionProps} />
        <AmenitiesSection {...sectionProps} savedAmenities={original.amenities} />
        <ImagesSection {...sectionProps} photos={photos} />
      </fieldset>
      {/* Not pinned to the bottom of a phone's screen: the toasts appear there and would cover the buttons. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={detailPath} className={buttonClass({ variant: "secondary" })}>
          <Trans>Cancel</Trans>
        </Link>
        <button type="submit" disabled={saving} className={buttonClass({})}>
          {saving ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none"
              />
              <Trans>Saving...</Trans>
            </>
          ) : (
            <Trans>Save Changes</Trans>
          )}
        </button>
      </div>
      <UnsavedChangesGuard dirty={dirty && !saving} formPath={`/admin/villas/${villa.id}/edit`} leaving={leaving} />
    </form>
  );
}
