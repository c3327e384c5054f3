// Name and e-mail of whoever writes to the owner: the first two fields of both public forms.
import { Trans, useLingui } from "@lingui/react/macro";
import { TextField } from "../../../ui/form/fields.tsx";
import { problemText, type FieldProblem } from "./rule-text.ts";

type SenderField = "name" | "email";

interface SenderFieldsProps {
  values: Record<SenderField, string>;
  problems: Partial<Record<SenderField, FieldProblem>>;
  onChange: (field: SenderField, value: string) => void;
  fieldRef: (field: SenderField) => (element: HTMLElement | null) => void;
}

export function SenderFields({ values, problems, onChange, fieldRef }: SenderFieldsProps) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={<Trans>Name</Trans>}
        required
        autoComplete="name"
        value={values.name}
        onChange={(value) => onChange("name", value)}
        error={problemText(i18n, problems.name)}
        inputRef={fieldRef("name")}
      />
      <TextField
        label={<Trans>Email</Trans>}
        required
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => onChange("email", value)}
        error={problemText(i18n, problems.email)}
        inputRef={fieldRef("email")}
      />
    </div>
  );
}
