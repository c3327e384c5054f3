// The villa's texts in the four languages, edited on a phone: one language at a time, each translation under (on a
// wide screen, beside) the English it translates, the texts still missing counted on each language's button and
// flagged at their field; then the stay details, which have no language. Saving sends the whole content; a broken
// rule marks its field, switching to its language first.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFieldProblems } from "../../../../ui/form/use-field-problems.ts";
import { LANGUAGES, type Language } from "../../../../../domain/languages.ts";
import { checkVillaContent, type VillaContent } from "../../../../../domain/villa-content.ts";
import { apiErrorText, apiFieldErrors } from "../../../../api/error-text.ts";
import { localPath } from "../../../../i18n/language-path.ts";
import { ruleText } from "../../../../i18n/rule-text.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { TextAreaField, TextField } from "../../../../ui/form/fields.tsx";
import { toast } from "../../../../ui/toast/toast-store.ts";
import { FormSection } from "../edit/form-section.tsx";
import { UnsavedChangesGuard } from "../edit/unsaved-changes-dialog.tsx";
import { useSaveVillaContent } from "./content-queries.ts";
import { DetailsSection } from "./details-section.tsx";
import { contentOf, formValuesOf, missingIn, sameValues, TEXT_GROUPS, type TextsFormValues } from "./text-fields.ts";

/** Problems by the rule's path: "title.fr", "phone". */
type Errors = Record<string, string>;

export function VillaTextsForm({
  villaId,
  content,
  language: pageLanguage,
}: {
  villaId: string;
  content: VillaContent;
  language: Language;
}) {
  const { t, i18n } = useLingui();
  const [original, setOriginal] = useState(() => formValuesOf(content));
  const [values, setValues] = useState(original);
  const [editing, setEditing] = useState<Language>("en");
  const {
    problems: errors,
    setProblems: setErrors,
    clearProblem: clearError,
    controlRef,
    focusField,
  } = useFieldProblems<string>();
  const leaving = useRef(false);
  const save = useSaveVillaContent(villaId);
  const saving = save.isPending;
  const detailPath = localPath(pageLanguage, `/admin/villas/${villaId}`);

  function showProblems(marked: Errors) {
    setErrors(marked);
    const [first] = Object.keys(marked);
    if (!first) return;
    // A text of another language: show that language, then move to its field once it is on screen.
    const language = LANGUAGES.find(({ code }) => first.endsWith(`.${code}`))?.code;
    if (language) setEditing(language);
    requestAnimationFrame(() => focusField(first));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const next = contentOf(values);
    const issues = checkVillaContent(next);
    if (issues.length > 0) {
      const marked: Errors = {};
      for (const issue of issues) marked[issue.path] ??= ruleText(i18n, issue.message);
      showProblems(marked);
      return;
    }
    try {
      const saved = await save.mutateAsync(next);
      const savedValues = formValuesOf(saved);
      setOriginal(savedValues);
      setValues(savedValues);
      toast.success(t`Villa texts saved`);
    } catch (error) {
      showProblems(apiFieldErrors(i18n, error));
      toast.error(t`Failed to save the villa texts`, { description: apiErrorText(i18n, error, t`Please try again.`) });
    }
  }

  const setText = (field: keyof TextsFormValues["texts"], language: Language, value: string) => {
    setValues((current) => ({
      ...current,
      texts: { ...current.texts, [field]: { ...current.texts[field], [language]: value } },
    }));
    clearError(`${field}.${language}`);
  };
  const setDetail = (field: keyof TextsFormValues["details"], value: string) => {
    setValues((current) => ({ ...current, details: { ...current.details, [field]: value } }));
    clearError(field);
    if (field === "longitude") clearError("latitude");
  };

  const dirty = !sameValues(original, values);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving} className="space-y-6">
      <fieldset disabled={saving} className="min-w-0 space-y-6">
        <LanguageChooser values={values} editing={editing} onChoose={setEditing} />
        {TEXT_GROUPS.map((group) => (
          <FormSection key={group.title.id} title={i18n._(group.title)} description={i18n._(group.hint)}>
            <div className="space-y-6">
              {group.fields.map((info) => {
                const path = `${info.field}.${editing}`;
                const english = values.texts[info.field].en;
                const missing =
                  editing !== "en" && english.trim() !== "" && values.texts[info.field][editing].trim() === "";
                const languageName = LANGUAGES.find(({ code }) => code === editing)?.nativeName ?? editing;
                const fieldProps = {
                  label: (
                    <>
                      {i18n._(info.label)} <span className="font-normal text-slate-700">({languageName})</span>
                      {missing ? <MissingFlag /> : null}
                    </>
                  ),
                  hint: missing ? t`Not translated yet: guests see the English.` : undefined,
                  required: editing === "en" && (info.field === "title" || info.field === "address"),
                  value: values.texts[info.field][editing],
                  onChange: (value: string) => setText(info.field, editing, value),
                  maxLength: info.maxLength,
                  error: errors[path],
                  lang: editing,
                };
                const control = info.multiLine ? (
                  <TextAreaField {...fieldProps} rows={5} inputRef={controlRef(path)} />
                ) : (
                  <TextField {...fieldProps} autoComplete="off" inputRef={controlRef(path)} />
                );
                return (
                  <div key={info.field} className={editing === "en" ? "" : "grid gap-3 md:grid-cols-2"}>
                    {editing === "en" ? null : (
                      <EnglishReference label={i18n._(info.label)}>{english}</EnglishReference>
                    )}
                    {control}
                  </div>
                );
              })}
            </div>
          </FormSection>
        ))}
        <DetailsSection values={values.details} onChange={setDetail} errors={errors} controlRef={controlRef} />
      </fieldset>
      {/* Not pinned to the bottom of a phone's screen: the toasts appear there and would cover the buttons. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={detailPath} className={buttonClass({ variant: "secondary" })}>
          <Trans>Back to villa</Trans>
        </Link>
        <button type="submit" disabled={saving} className={buttonClass({})}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save texts</Trans>}
        </button>
      </div>
      <UnsavedChangesGuard dirty={dirty && !saving} formPath={`/admin/villas/${villaId}/texts`} leaving={leaving} />
    </form>
  );
}

/** One button per language, the texts it still lacks counted on it. */
function LanguageChooser({
  values,
  editing,
  onChoose,
}: {
  values: TextsFormValues;
  editing: Language;
  onChoose: (language: Language) => void;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Language of the texts`} className="flex flex-wrap gap-2">
      {LANGUAGES.map(({ code, nativeName }) => {
        const missing = code === "en" ? 0 : missingIn(values, code).length;
        return (
          <button
            key={code}
            type="button"
            aria-pressed={editing === code}
            onClick={() => onChoose(code)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none ${
              editing === code
                ? "border-sea-800 bg-sea-800 text-white"
                : "border-slate-300 bg-white text-slate-900 hover:bg-slate-50"
            }`}
          >
            <span lang={code}>{nativeName}</span>
            {missing > 0 ? (
              <span className="rounded-full bg-amber-100 px-2 text-sm text-amber-900">
                <Trans>Missing: {missing}</Trans>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

function MissingFlag() {
  return (
    <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
      <Trans>Missing</Trans>
    </span>
  );
}

/** The English text a translation is made from, as guests would read it. */
function EnglishReference({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="font-medium text-slate-900">
        {label} <span className="font-normal text-slate-700">(English)</span>
      </p>
      <p lang="en" className="mt-1 rounded-xl bg-slate-50 p-3 whitespace-pre-line text-slate-800">
        {children || <Trans>Nothing written in English yet.</Trans>}
      </p>
    </div>
  );
}
