// The rejection reason of the action sheet (SPEC 5 "Booking reject requires a non-empty reason (Reason Required
// / Please provide a reason for rejecting this booking)"). A refused reason shows both words of the rule in one
// box right under the field, tied to it as its description, instead of a toast: on a phone a toast would sit over
// the sheet's own buttons, just where the next tap goes.
import { Trans } from "@lingui/react/macro";
import { useId, type Ref } from "react";
import { REASON_MAX_LENGTH } from "../../../../domain/schemas/booking.ts";
import { controlAria, controlClass, FieldFrame } from "../../../ui/form/fields.tsx";

export interface ReasonNotice {
  title: string;
  description: string;
}

interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  notice: ReasonNotice | null;
  inputRef: Ref<HTMLTextAreaElement>;
}

export function ReasonField({ value, onChange, notice, inputRef }: ReasonFieldProps) {
  const id = useId();
  const max = REASON_MAX_LENGTH;
  const hint = <Trans>The guest will see it. At most {max} characters.</Trans>;
  // FieldFrame prints the label, the required mark and the hint; the problem is this field's own box below.
  const aria = controlAria(id, { hint, error: notice ? notice.description : undefined, required: true });
  return (
    <div>
      <FieldFrame id={id} label={<Trans>Reason for rejecting</Trans>} hint={hint} required error={undefined}>
        <textarea
          ref={inputRef}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          {...aria}
          className={controlClass(notice ? notice.description : undefined)}
        />
      </FieldFrame>
      {notice ? (
        <div
          id={`${id}-problem`}
          role="alert"
          className="mt-2 rounded-xl border border-amber-500 bg-amber-50 p-3 text-amber-950"
        >
          <p className="font-semibold">{notice.title}</p>
          <p className="text-sm">{notice.description}</p>
        </div>
      ) : null}
    </div>
  );
}
