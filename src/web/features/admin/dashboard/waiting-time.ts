// How long a request has waited, or has left of the 24-hour promise, in the words of the page's language: minutes
// under an hour, whole hours under two days, then whole days ("45 minutes", "5 hours", "3 days"). The units come from
// Intl, so every language writes and declines them itself.
import type { I18n } from "@lingui/core";

export function formatDuration(i18n: I18n, minutes: number): string {
  const whole = Math.max(0, Math.floor(Math.abs(minutes)));
  const [value, unit] =
    whole < 60
      ? [whole, "minute"]
      : whole < 48 * 60
        ? [Math.floor(whole / 60), "hour"]
        : [Math.floor(whole / 1440), "day"];
  return i18n.number(value, { style: "unit", unit, unitDisplay: "long" });
}
