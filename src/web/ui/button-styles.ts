// One look for every call to action: links and buttons share these classes so "Book Now" reads the same everywhere.

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (mobile forms, cards). */
  fullWidth?: boolean;
  /** Extra classes for layout (margins, order); colours come from the variant. */
  className?: string;
}

// Colour pairs chosen for WCAG AA: white on sea-700 (5.4:1) and sea-900 on white/sand pass; white on sea-600 does not.
const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-sea-700 text-white shadow-sm hover:bg-sea-900 active:bg-sea-900",
  secondary: "border border-sea-700 bg-white text-sea-900 hover:bg-sea-50 active:bg-sea-100",
  ghost: "text-sea-900 hover:bg-sea-50 active:bg-sea-100",
  // For dark or photographic backgrounds (hero sections): a light outline that keeps its contrast.
  inverse: "border border-white/80 bg-slate-950/30 text-white backdrop-blur-sm hover:bg-white hover:text-sea-900",
};

// Every size keeps a 44 px touch target (WCAG 2.5.5); sizes differ in padding and type only.
const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-7 text-lg",
};

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

export function buttonClass({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
}: ButtonStyle = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], fullWidth ? "w-full" : "", className ?? ""].filter(Boolean).join(" ");
}
