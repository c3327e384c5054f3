// The showcase's 5-picture carousel (SPEC 2): the shared photo gallery, turning every 5 s. It stops while the
// pointer or keyboard focus is on it and for visitors who prefer reduced motion.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { PhotoGallery } from "../../../ui/photo-gallery.tsx";
import { useInterval } from "../use-interval.ts";
import { useReducedMotion } from "../use-reduced-motion.ts";
import { VILLA_PICTURES } from "../../../shared/villa/villa-pictures.ts";

/** SPEC 9: gallery timer. */
export const GALLERY_MS = 5000;

export function VillaGallery() {
  const { t, i18n } = useLingui();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const count = VILLA_PICTURES.length;
  useInterval(() => setIndex((current) => (current + 1) % count), GALLERY_MS, !reducedMotion && !held);

  return (
    <PhotoGallery
      pictures={VILLA_PICTURES.map((picture) => ({ src: picture.src, alt: i18n._(picture.alt) }))}
      label={t`Villa photo gallery`}
      index={index}
      onIndexChange={setIndex}
      onHoldChange={setHeld}
    />
  );
}
