// Button looks for cancelling, which button-styles.ts does not have: red keeps the irreversible action apart
// from the sea-coloured ones. Red 700/800 on white and white on red 700 pass WCAG AA; 44 px targets as elsewhere.
const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60";

/** Outlined: the Cancel button of a list row, one of several actions. */
export function dangerOutlineClass(fullWidth = false): string {
  return `${BASE} border border-red-700 bg-white text-red-800 hover:bg-red-50 active:bg-red-100 ${fullWidth ? "w-full" : ""}`;
}

/** Solid: the confirming "Cancel booking" of the dialog. */
export function dangerSolidClass(): string {
  return `${BASE} bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900`;
}
