// The heading block that opens a page section: optional eyebrow, the heading itself, an optional lead paragraph.
import type { ReactNode } from "react";

export interface SectionHeadingProps {
  title: ReactNode;
  /** Small line above the title ("Our story"); decorative, so it is not part of the heading. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Heading level: sections under a page's h1 use 2, nested blocks 3. */
  level?: 2 | 3;
  /** Id of the heading, for `aria-labelledby` on the section it names. */
  id?: string;
  align?: "start" | "center";
  /** Light text for dark backgrounds. */
  tone?: "default" | "inverse";
  className?: string;
}

export function SectionHeading({
  title,
  eyebrow,
  description,
  level = 2,
  id,
  align = "center",
  tone = "default",
  className,
}: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const inverse = tone === "inverse";
  return (
    <div
      className={`${align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl text-start"} ${className ?? ""}`}
    >
      {eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-widest ${inverse ? "text-sand-200" : "text-sea-700"}`}>
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={`mt-2 font-serif font-semibold text-balance ${level === 2 ? "text-3xl md:text-4xl" : "text-2xl"} ${
          inverse ? "text-white" : "text-sea-900"
        }`}
      >
        {title}
      </Heading>
      {description ? (
        <p className={`mt-4 text-lg leading-relaxed ${inverse ? "text-white/90" : "text-slate-700"}`}>{description}</p>
      ) : null}
    </div>
  );
}
