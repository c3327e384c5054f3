// Button looks of the decisions. Reject is red so it never passes for Confirm at a glance; red 700/800 on white
// and white on red 700 pass WCAG AA. "large" is the phone size ("confirm and reject are large
// buttons"): 48 px high (the md button's 44 px minimum, grown by its padding) and as wide as the card or sheet.
import { buttonClass } from "../../../ui/button-styles.ts";
import type { OwnerAction } from "./offered-actions.ts";

const DANGER_BASE =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60";

/** The large size on top of buttonClass's md: 12 px above and below a 24 px line. */
export const LARGE_BUTTON_PADDING = "py-3";

export function actionButtonClass(
  action: OwnerAction,
  { large = false, solid = true }: { large?: boolean; solid?: boolean } = {},
): string {
  if (action === "reject") {
    const size = large ? `min-h-11 w-full px-5 text-base ${LARGE_BUTTON_PADDING}` : "min-h-11 px-3 text-sm";
    const colours = solid
      ? "bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900"
      : "border border-red-700 bg-white text-red-800 hover:bg-red-50 active:bg-red-100";
    return `${DANGER_BASE} ${size} ${colours}`;
  }
  return buttonClass({
    variant: solid ? "primary" : "secondary",
    size: large ? "md" : "sm",
    fullWidth: large,
    className: large ? LARGE_BUTTON_PADDING : "",
  });
}
