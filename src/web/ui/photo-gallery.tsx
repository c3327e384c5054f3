// A photo carousel (the home showcase and the villa page, SPEC 2): previous/next arrows and dots that wrap around,
// shown only when there is more than one picture, and an "n / total" counter. Each picture falls back to a local
// one when it cannot load (SmartImage). The parent owns the position, so a page can add a timer (the home
// showcase) or not (the villa page); the position is announced only after the visitor moves it.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { SmartImage } from "./smart-image.tsx";

export interface GalleryPicture {
  src: string;
  /** What the picture shows, already translated. */
  alt: string;
}

export interface PhotoGalleryProps {
  pictures: readonly GalleryPicture[];
  /** The carousel's accessible name ("Villa photo gallery"). */
  label: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** Told when the pointer or keyboard focus arrives on the gallery and leaves it (a timer pauses meanwhile). */
  onHoldChange?: (held: boolean) => void;
  /** Rendered width of the pictures per viewport (see SmartImage). */
  sizes?: string;
  /** Load the first picture eagerly (it is the page's main image). */
  priority?: boolean;
  className?: string;
}

const ARROW =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-sea-900 shadow-md transition hover:bg-white";

function Chevron({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 rtl:rotate-180"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}

export function PhotoGallery({
  pictures,
  label,
  index,
  onIndexChange,
  onHoldChange,
  sizes = "(min-width: 1024px) 50vw, 100vw",
  priority = false,
  className = "aspect-[3/2]",
}: PhotoGalleryProps) {
  const { t } = useLingui();
  // Set once the visitor has moved the gallery: from then on each position is announced.
  const [announce, setAnnounce] = useState(false);
  // The gallery is held while the pointer or keyboard focus is on it; either one alone keeps it held.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = pictures.length;
  const several = count > 1;

  const show = (next: number) => {
    onIndexChange(((next % count) + count) % count);
    setAnnounce(true);
  };

  const slideNumber = index + 1;
  const position = t`Image ${slideNumber} of ${count}`;

  return (
    <div
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      onMouseEnter={() => {
        setHovered(true);
        onHoldChange?.(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
        onHoldChange?.(focused);
      }}
      onFocus={() => {
        setFocused(true);
        onHoldChange?.(true);
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused(false);
        onHoldChange?.(hovered);
      }}
      className="relative"
    >
      <div className={`relative overflow-hidden rounded-2xl bg-sea-100 shadow-lg ${className}`}>
        {pictures.map((picture, pictureIndex) => {
          const slideNumber = pictureIndex + 1;
          return (
            <div
              key={`${pictureIndex}-${picture.src}`}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`Image ${slideNumber} of ${count}`}
              aria-hidden={pictureIndex !== index}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
                pictureIndex === index ? "opacity-100" : "opacity-0"
              }`}
            >
              <SmartImage
                src={picture.src}
                alt={picture.alt}
                sizes={sizes}
                priority={priority && pictureIndex === 0}
                className="size-full object-cover"
              />
            </div>
          );
        })}
        <p
          aria-hidden="true"
          data-testid="gallery-counter"
          className="absolute end-3 top-3 rounded-full bg-slate-950/70 px-3 py-1 text-sm font-semibold text-white"
        >
          {index + 1} / {count}
        </p>
        {several ? (
          <div className="absolute inset-x-3 top-1/2 flex -translate-y-1/2 justify-between">
            <button type="button" aria-label={t`Previous image`} onClick={() => show(index - 1)} className={ARROW}>
              <Chevron direction="previous" />
            </button>
            <button type="button" aria-label={t`Next image`} onClick={() => show(index + 1)} className={ARROW}>
              <Chevron direction="next" />
            </button>
          </div>
        ) : null}
      </div>

      {several ? (
        <div className="mt-3 flex flex-wrap justify-center gap-1">
          {pictures.map((picture, dotIndex) => {
            const slideNumber = dotIndex + 1;
            return (
              <button
                key={`${dotIndex}-${picture.src}`}
                type="button"
                aria-label={t`Show image ${slideNumber} of ${count}`}
                aria-current={dotIndex === index ? "true" : undefined}
                onClick={() => show(dotIndex)}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${dotIndex === index ? "w-6 bg-sea-700" : "w-2.5 bg-slate-400 group-hover:bg-slate-600"}`}
                />
              </button>
            );
          })}
        </div>
      ) : null}

      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="gallery-position">
        {announce ? position : ""}
      </p>
    </div>
  );
}
