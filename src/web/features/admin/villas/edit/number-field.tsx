// A labelled number input in the shared field frame (label, hint, error tied by aria-describedby). The form is
// `noValidate`, so out-of-range values reach the SPEC 5 checks and their translated messages instead of the
// browser's own bubble; min, max and step still drive the spinner and the phone's keypad.
import { useId, type Ref } from "react";
import { controlAria, controlClass, FieldFrame, type FieldBase } from "../../../../ui/form/fields.tsx";

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

export function NumberField({ value, onChange, min, max, step = 1, inputMode, inputRef, ...field }: NumberFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} {...field}>
      <input
        ref={inputRef}
        id={id}
        type="number"
        value={value}
        min={min}
        max={max}
        step={step}
        inputMode={inputMode}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(id, field)}
        className={controlClass(field.error)}
      />
    </FieldFrame>
  );
}
