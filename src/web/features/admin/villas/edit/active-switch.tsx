// The Active toggle (SPEC 4: isActive is the visibility flag, separate from the status): a real switch, named by
// its label and described by what it does, with a 44 px target.
import { useId, type Ref } from "react";

export interface ActiveSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

export function ActiveSwitch({ label, description, checked, onChange, buttonRef }: ActiveSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={labelId} className="font-medium text-slate-900">
          {label}
        </p>
        <p id={descriptionId} className="text-sm text-slate-700">
          {description}
        </p>
      </div>
      <button
        ref={buttonRef}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        onClick={() => onChange(!checked)}
        className="inline-flex min-h-11 shrink-0 items-center"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${checked ? "bg-sea-700" : "bg-slate-400"}`}
        >
          <span
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-6 rtl:-translate-x-6" : "translate-x-1 rtl:-translate-x-1"}`}
          />
        </span>
      </button>
    </div>
  );
}
