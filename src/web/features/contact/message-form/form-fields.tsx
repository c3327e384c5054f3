// Labelled fields for the message forms: each shows its problem right under it, tied to it with
// aria-describedby and aria-invalid, so a screen reader reads the rule when the field gets focus.
import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode, type Ref } from "react";
import { problemText, type FieldProblem } from "./rule-text.ts";

const CONTROL =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-sea-700 focus:ring-2 focus:ring-sea-600/30 focus:outline-none disabled:bg-slate-100";

function controlClass(problem: FieldProblem | undefined) {
  return `${CONTROL} ${problem ? "border-red-700" : "border-slate-400"}`;
}

function FieldProblemText({ id, problem }: { id: string; problem: FieldProblem | undefined }) {
  const { i18n } = useLingui();
  if (!problem) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-800">
      {problemText(i18n, problem)}
    </p>
  );
}

interface FieldBase {
  label: ReactNode;
  problem: FieldProblem | undefined;
  /** Small print under the label (what the field is for, "optional"). */
  hint?: ReactNode;
  required?: boolean;
}

function RequiredMark() {
  const { t } = useLingui();
  return (
    <span className="text-red-800" title={t`required`}>
      {" "}
      *
    </span>
  );
}

function describedBy(ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(" ");
  return list === "" ? undefined : list;
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email";
  autoComplete?: string;
  inputRef: Ref<HTMLInputElement>;
  maxLength?: number;
}

export function TextField({ label, problem, hint, required, value, onChange, type = "text", autoComplete, inputRef, maxLength }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy([hint ? `${id}-hint` : undefined, problem ? `${id}-problem` : undefined])}
        className={controlClass(problem)}
      />
      <FieldProblemText id={`${id}-problem`} problem={problem} />
    </div>
  );
}

export interface TextAreaFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  inputRef: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, problem, hint, required, value, onChange, rows = 6, inputRef }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={inputRef}
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy([hint ? `${id}-hint` : undefined, problem ? `${id}-problem` : undefined])}
        className={`${controlClass(problem)} resize-y`}
      />
      <FieldProblemText id={`${id}-problem`} problem={problem} />
    </div>
  );
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  inputRef: Ref<HTMLSelectElement>;
}

export function SelectField({ label, problem, required, value, onChange, placeholder, options, inputRef }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className={controlClass(problem)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldProblemText id={`${id}-problem`} problem={problem} />
    </div>
  );
}

export interface CheckboxFieldProps {
  label: ReactNode;
  problem: FieldProblem | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  inputRef: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, problem, checked, onChange, required, inputRef }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={required}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-sea-700"
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldProblemText id={`${id}-problem`} problem={problem} />
    </div>
  );
}
