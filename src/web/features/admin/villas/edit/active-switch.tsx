// The Active toggle (SPEC 4: isActive is the visibility flag, separate from the status): a real switch, named by
// its label and described by what it does, with a 44 px target.
import { useId, type Ref } from "react";
import { SwitchTrack } from "../../../../ui/switch-track.tsx";

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
        <SwitchTrack checked={checked} />
      </button>
    </div>
  );
}
