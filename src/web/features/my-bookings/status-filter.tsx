// The status filter of SPEC 2: All or one of the five statuses. The choice lives in the URL (search-params.ts),
// so it survives a reload and the Back button; ALL removes the parameter and any change starts at page 1.
import { useLingui } from "@lingui/react/macro";
import { SelectField } from "../../ui/form/fields.tsx";
import { STATUS_FILTER_LABELS } from "../../ui/booking/booking-labels.ts";
import { STATUS_FILTERS, type StatusFilter as Filter } from "./search-params.ts";

function isFilter(value: string): value is Filter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

export function StatusFilter({ value, onChange }: { value: Filter; onChange: (filter: Filter) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className="w-full sm:w-64">
      <SelectField
        label={t`Filter by status`}
        error={undefined}
        value={value}
        onChange={(next) => {
          if (isFilter(next)) onChange(next);
        }}
        options={STATUS_FILTERS.map((filter) => ({ value: filter, label: i18n._(STATUS_FILTER_LABELS[filter]) }))}
      />
    </div>
  );
}
