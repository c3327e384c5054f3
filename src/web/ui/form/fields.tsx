// Labelled form fields for every form: each shows its error right under it, tied to it with
// aria-describedby and aria-invalid, so a screen reader reads the rule when the field gets focus.
// Errors arrive already translated.
import { useLingui } from "@lingui/react/macro";
import { useId, useState, type ReactNode, type Ref } from "react";

const CONTROL =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-sea-700 focus:ring-2 focus:ring-sea-600/30 focus:outline-none disabled:bg-slate-100";

export function controlClass(error: string | undefined) {
  return `${CONTROL} ${error ? "border-red-700" : "border-slate-400"}`;
}

function FieldErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-800">
      {error}
    </p>
  );
}

export interface FieldBase {
  label: ReactNode;
  /** The field's problem in the visitor's language, or undefined when there is none. */
  error: string | undefined;
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

/** What ties a control to its label's hint and its error, for screen readers. */
export function controlAria(id: string, { hint, error, required }: Omit<FieldBase, "label">) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-problem` : ""].filter(Boolean).join(" ");
  return {
    "aria-required": required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described === "" ? undefined : described,
  };
}

/** Label (with the required mark), hint, the control itself, then the error under it. */
export function FieldFrame({
  id,
  label,
  hint,
  required,
  error,
  children,
}: FieldBase & { id: string; children: ReactNode }) {
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
      <FieldErrorText id={`${id}-problem`} error={error} />
    </div>
  );
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "tel" | "url" | "date" | "password" | "number";
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
  /** For date inputs: the earliest and latest allowed `YYYY-MM-DD`; for number inputs, numbers. */
  min?: string | number;
  max?: string | number;
  /** For number inputs. */
  step?: number;
  inputMode?: "text" | "email" | "tel" | "url" | "numeric" | "decimal";
  placeholder?: string;
  disabled?: boolean;
  /** The language of what is typed, when it is not the page's (a translation). */
  lang?: string;
}

export function TextField({
  value,
  onChange,
  type = "text",
  autoComplete,
  inputRef,
  maxLength,
  min,
  max,
  step,
  inputMode,
  placeholder,
  disabled,
  lang,
  ...field
}: TextFieldProps) {
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
        min={min}
        max={max}
        step={step}
        inputMode={inputMode}
        placeholder={placeholder}
        disabled={disabled}
        lang={lang}
        {...controlAria(id, field)}
        className={controlClass(field.error)}
      />
    </FieldFrame>
  );
}

export interface NumberFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  min: number;
  max?: number;
  step?: number;
  /** "decimal" for prices, "numeric" for counts. */
  inputMode: "decimal" | "numeric";
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A number input. Its form should be `noValidate`, so out-of-range values reach the form's own checks and their
 * translated messages instead of the browser's bubble; min, max and step still drive the spinner and the keypad.
 */
export function NumberField({ step = 1, ...props }: NumberFieldProps) {
  return <TextField type="number" step={step} {...props} />;
}

export interface PasswordFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** A password with a Show/Hide toggle (SPEC 2): a real button that says what it will do, in the field's frame. */
export function PasswordField({ value, onChange, autoComplete, inputRef, disabled, ...field }: PasswordFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} {...field}>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type={visible ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          disabled={disabled}
          maxLength={128}
          {...controlAria(id, field)}
          className={`${controlClass(field.error)} pe-20`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute end-0.5 top-1/2 min-h-11 -translate-y-1/2 rounded-md px-3 text-sm font-semibold text-sea-900 hover:bg-sea-50"
        >
          {visible ? t`Hide` : t`Show`}
          <span className="sr-only"> {t`password`}</span>
        </button>
      </div>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
  maxLength?: number;
  /** The language of what is typed, when it is not the page's (a translation). */
  lang?: string;
}

export function TextAreaField({ value, onChange, rows = 6, inputRef, maxLength, lang, ...field }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} {...field}>
      <textarea
        ref={inputRef}
        id={id}
        rows={rows}
        maxLength={maxLength}
        lang={lang}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(id, field)}
        className={`${controlClass(field.error)} resize-y`}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  /** The empty first option; leave out when a value is always chosen (guests, payment method). */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  inputRef?: Ref<HTMLSelectElement>;
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
        className={controlClass(field.error)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
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
  inputRef?: Ref<HTMLInputElement>;
}

// The checkbox comes before its label, so it lays out its own frame.
export function CheckboxField({ label, error, checked, onChange, required, inputRef }: CheckboxFieldProps) {
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
          {...controlAria(id, { error, required })}
          className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-sea-700"
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldErrorText id={`${id}-problem`} error={error} />
    </div>
  );
}
