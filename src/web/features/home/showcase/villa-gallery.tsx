// The showcase's 5-picture carousel (SPEC 2): advances every 5 s, previous/next and dots wrap around.
// It stops while the pointer or keyboard focus is on it and for visitors who prefer reduced motion; the
// position is announced only when the visitor moves it, not on every automatic turn.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { SmartImage } from "../../../ui/smart-image.tsx";
import { Icon } from "../icons.tsx";
import { useInterval } from "../use-interval.ts";
import { useReducedMotion } from "../use-reduced-motion.ts";
import { VILLA_PICTURES } from "./villa-pictures.ts";

/** SPEC 9: gallery timer. */
export const GALLERY_MS = 5000;

export function VillaGallery() {
  const { t, i18n } = useLingui();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Set once the visitor has moved the gallery: from then on each position is announced.
  const [announce, setAnnounce] = useState(false);
  const count = VILLA_PICTURES.length;

  const show = (next: number) => {
    setIndex(((next % count) + count) % count);
    setAnnounce(true);
  };
  useInterval(() => setIndex((current) => (current + 1) % count), GALLERY_MS, !reducedMotion && !hovered && !focused);

  const slideNumber = index + 1;
  const position = t`Image ${slideNumber} of ${count}`;
  const controlClass =
    "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-sea-900 shadow-md transition hover:bg-white";

  return (
    <div
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={t`Villa photo gallery`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="relative"
    >
      <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-sea-100 shadow-lg">
        {VILLA_PICTURES.map((picture, pictureIndex) => {
          const slideNumber = pictureIndex + 1;
          return (
            <div
              key={picture.src}
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
                alt={i18n._(picture.alt)}
                sizes="(min-width: 1024px) 50vw, 100vw"
                className="size-full object-cover"
              />
            </div>
          );
        })}
        <p
          aria-hidden="true"
          className="absolute end-3 top-3 rounded-full bg-slate-950/70 px-3 py-1 text-sm font-semibold text-white"
        >
          {index + 1} / {count}
        </p>
        <div className="absolute inset-x-3 top-1/2 flex -translate-y-1/2 justify-between">
          <button type="button" aria-label={t`Previous image`} onClick={() => show(index - 1)} className={controlClass}>
            <Icon name="chevronLeft" className="size-6 rtl:rotate-180" />
          </button>
          <button type="button" aria-label={t`Next image`} onClick={() => show(index + 1)} className={controlClass}>
            <Icon name="chevronRight" className="size-6 rtl:rotate-180" />
          </button>
        </div>
      </div>

      <div className="mt-3 flex justify-center gap-1">
        {VILLA_PICTURES.map((picture, dotIndex) => {
          const slideNumber = dotIndex + 1;
          return (
            <button
              key={picture.src}
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

      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="gallery-position">
        {announce ? position : ""}
      </p>
    </div>
  );
}
