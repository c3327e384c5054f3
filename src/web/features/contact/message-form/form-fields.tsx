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

/** What ties a control to its label's hint and its problem, for screen readers. */
function controlAria(id: string, { hint, problem, required }: Omit<FieldBase, "label">) {
  const described = [hint ? `${id}-hint` : "", problem ? `${id}-problem` : ""].filter(Boolean).join(" ");
  return {
    "aria-required": required,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": described === "" ? undefined : described,
  };
}

/** Label (with the required mark), hint, the control itself, then the problem under it. */
function FieldFrame({ id, label, hint, required, problem, children }: FieldBase & { id: string; children: ReactNode }) {
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
      {children}
      <FieldProblemText id={`${id}-problem`} problem={problem} />
    </div>
  );
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email";
  autoComplete?: string;
  inputRef: Ref<HTMLInputElement>;
  maxLength?: number;
}

export function TextField({ value, onChange, type = "text", autoComplete, inputRef, maxLength, ...field }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} {...field}>
      <input
        ref={inputRef}
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        {...controlAria(id, field)}
        className={controlClass(field.problem)}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  inputRef: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ value, onChange, rows = 6, inputRef, ...field }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} {...field}>
      <textarea
        ref={inputRef}
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(id, field)}
        className={`${controlClass(field.problem)} resize-y`}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  inputRef: Ref<HTMLSelectElement>;
}

export function SelectField({ value, onChange, placeholder, options, inputRef, ...field }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} {...field}>
      <select
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(id, field)}
        className={controlClass(field.problem)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps extends Omit<FieldBase, "hint"> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef: Ref<HTMLInputElement>;
}

// The checkbox comes before its label, so it lays out its own frame.
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
          {...controlAria(id, { problem, required })}
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
