// The look of an on/off switch (track and knob) inside a button with role="switch"; the button carries the state and
// the label, this only shows it.
export function SwitchTrack({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${checked ? "bg-sea-700" : "bg-slate-400"}`}
    >
      <span
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-6 rtl:-translate-x-6" : "translate-x-1 rtl:-translate-x-1"}`}
      />
    </span>
  );
}
