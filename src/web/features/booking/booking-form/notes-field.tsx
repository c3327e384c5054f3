// Notes for the host (SPEC 5: at most 500 characters) with a counter that follows the typing. The textarea
// stops at the limit itself; the counter is tied to it, so a screen reader hears it with the field.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type Ref } from "react";
import { NOTES_MAX_LENGTH } from "../../../../domain/schemas/booking-fields.ts";
import { controlAria, controlClass, FieldFrame } from "../../../ui/form/fields.tsx";

export interface NotesFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function NotesField({ value, onChange, error, inputRef }: NotesFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const counterId = `${id}-count`;
  const hint = t`Optional: arrival time, special requests…`;
  const aria = controlAria(id, { hint, error });
  const used = value.length;
  return (
    <FieldFrame id={id} label={<Trans>Notes</Trans>} hint={hint} error={error}>
      <textarea
        ref={inputRef}
        id={id}
        rows={4}
        maxLength={NOTES_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...aria}
        aria-describedby={[aria["aria-describedby"], counterId].filter(Boolean).join(" ")}
        className={`${controlClass(error)} resize-y`}
      />
      <p id={counterId} data-testid="notes-counter" className="mt-1 text-end text-sm text-slate-700">
        <span className="sr-only">{t`Characters used:`} </span>
        {used}/{NOTES_MAX_LENGTH}
      </p>
    </FieldFrame>
  );
}
