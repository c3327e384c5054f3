// The site settings form (DESIGN 7.3), made for a phone: the villa the public site shows, the contact details every
// public page prints, the map position, the tour video and the host's portrait (uploaded from the phone). The edit is
// checked with the API's own rules (domain/site-settings.ts) before it is sent; a broken rule, the browser's or the
// server's, shows under its field and the first one gets the focus. Saving sends the whole object.
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import type { SiteSettings, SiteSettingsField } from "../../../../domain/site-settings.ts";
import { SITE_SETTINGS_LIMITS } from "../../../../domain/site-settings-rules.ts";
import { apiErrorText, apiFieldErrors } from "../../../api/error-text.ts";
import { ruleText } from "../../../i18n/rule-text.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { SelectField, TextAreaField, TextField } from "../../../ui/form/fields.tsx";
import { useFieldProblems } from "../../../ui/form/use-field-problems.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { FormSection } from "../villas/edit/form-section.tsx";
import { UnsavedChangesGuard } from "../villas/edit/unsaved-changes-dialog.tsx";
import { HostPhotoField } from "./host-photo-field.tsx";
import { checkFormValues, formValuesOf, sameValues, SETTINGS_FIELDS } from "./settings-form-values.ts";
import { useSaveSiteSettings, type VillaChoice } from "./site-settings-queries.ts";

export function SiteSettingsForm({ settings, villas }: { settings: SiteSettings; villas: readonly VillaChoice[] }) {
  const { t, i18n } = useLingui();
  const [original, setOriginal] = useState(() => formValuesOf(settings));
  const [values, setValues] = useState(original);
  const { problems, setProblems, showProblems: show, clearProblem, controlRef } = useFieldProblems<SiteSettingsField>();
  const leaving = useRef(false);
  const save = useSaveSiteSettings();
  const saving = save.isPending;

  const showProblems = (marked: Partial<Record<SiteSettingsField, string>>) => show(marked, SETTINGS_FIELDS);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = checkFormValues(values);
    if (checked.settings === null) {
      const marked: Partial<Record<SiteSettingsField, string>> = {};
      for (const issue of checked.issues) marked[issue.path] ??= ruleText(i18n, issue.message);
      showProblems(marked);
      return;
    }
    try {
      const saved = formValuesOf(await save.mutateAsync(checked.settings));
      setOriginal(saved);
      setValues(saved);
      setProblems({});
      toast.success(t`Site settings saved`, { description: t`Every page shows them from its next load.` });
    } catch (error) {
      const marked: Partial<Record<SiteSettingsField, string>> = {};
      for (const [path, message] of Object.entries(apiFieldErrors(i18n, error))) {
        if ((SETTINGS_FIELDS as readonly string[]).includes(path)) marked[path as SiteSettingsField] = message;
      }
      showProblems(marked);
      toast.error(t`Failed to save the site settings`, {
        description: apiErrorText(i18n, error, t`Please try again.`),
      });
    }
  }

  const field = (name: SiteSettingsField) => ({
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearProblem(name);
    },
    error: problems[name],
  });

  // Only an active villa can be the main one (the API refuses another); the current choice stays listed whatever it is.
  const choices = villas
    .filter((villa) => villa.isActive || villa.id === original.mainVillaId)
    .map(({ id, title, city, isActive }) => ({
      value: id,
      label: isActive ? `${title}, ${city}` : t`${title}, ${city} (inactive)`,
    }));

  const linesMax = SITE_SETTINGS_LIMITS.addressLinesMax;
  const dirty = !sameValues(original, values);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving} className="space-y-6">
      <fieldset disabled={saving} className="min-w-0 space-y-6">
        <FormSection
          title={<Trans>Public site</Trans>}
          description={<Trans>The villa the home page, the booking page and the date pickers show.</Trans>}
        >
          <SelectField
            label={t`Main villa`}
            required
            placeholder={t`Choose a villa`}
            options={choices}
            inputRef={controlRef("mainVillaId")}
            {...field("mainVillaId")}
          />
        </FormSection>

        <FormSection
          title={<Trans>Contact details</Trans>}
          description={<Trans>Printed in every page's footer and on the contact page.</Trans>}
        >
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              label={t`Phone`}
              hint={t`With the country code, as guests abroad dial it: +20 100 000 0000`}
              required
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={40}
              inputRef={controlRef("phone")}
              {...field("phone")}
            />
            <TextField
              label={t`Email`}
              required
              type="email"
              inputMode="email"
              autoComplete="off"
              maxLength={254}
              inputRef={controlRef("email")}
              {...field("email")}
            />
            <TextField
              label={t`WhatsApp number`}
              hint={t`Optional. Leave it empty to hide the WhatsApp link.`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={40}
              inputRef={controlRef("whatsapp")}
              {...field("whatsapp")}
            />
            <div className="md:col-span-2">
              <TextAreaField
                label={t`Postal address`}
                hint={t`One line per line of the envelope, at most ${linesMax} lines.`}
                required
                rows={4}
                maxLength={SITE_SETTINGS_LIMITS.addressMax}
                inputRef={controlRef("address")}
                {...field("address")}
              />
            </div>
          </div>
        </FormSection>

        <FormSection
          title={<Trans>Map position</Trans>}
          description={
            <Trans>
              Where the contact page's map puts the villa. In a map app, press and hold the villa to read its latitude
              and longitude.
            </Trans>
          }
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`Latitude`}
              required
              inputMode="decimal"
              autoComplete="off"
              placeholder="27.3237"
              inputRef={controlRef("latitude")}
              {...field("latitude")}
            />
            <TextField
              label={t`Longitude`}
              required
              inputMode="decimal"
              autoComplete="off"
              placeholder="33.7033"
              inputRef={controlRef("longitude")}
              {...field("longitude")}
            />
          </div>
        </FormSection>

        <FormSection
          title={<Trans>Tour video</Trans>}
          description={
            <Trans>
              The home page's "Watch the villa tour" button plays it. Without a link, the button is not shown.
            </Trans>
          }
        >
          <TextField
            label={t`Tour video link`}
            hint={t`Optional. An https:// link to a video file or to a YouTube or Vimeo page.`}
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={SITE_SETTINGS_LIMITS.videoUrlMax}
            placeholder="https://"
            inputRef={controlRef("tourVideoUrl")}
            {...field("tourVideoUrl")}
          />
        </FormSection>

        <FormSection
          title={<Trans>Host's portrait</Trans>}
          description={
            <Trans>
              The about page's "Meet your host" shows it. Without a photo, it shows the illustration. Save the settings
              to publish it.
            </Trans>
          }
        >
          <HostPhotoField buttonRef={controlRef("hostPhotoUrl")} {...field("hostPhotoUrl")} />
        </FormSection>
      </fieldset>
      {/* Not pinned to the bottom of a phone's screen: the toasts appear there and would cover the button. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="submit" disabled={saving} className={buttonClass({})}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save settings</Trans>}
        </button>
      </div>
      <UnsavedChangesGuard
        dirty={dirty && !saving}
        formPath="/admin/settings"
        leaving={leaving}
        message={<Trans>Your changes to the site settings have not been saved. If you leave now, they are lost.</Trans>}
      />
    </form>
  );
}
