// The showcase's carousel (SPEC 2) of the main villa's pictures (the owner's photos, or the five shipped ones of a new
// install): the shared photo gallery, turning every 5 s. It stops while the pointer or keyboard focus is on it and
// for visitors who prefer reduced motion.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { PhotoGallery } from "../../../ui/photo-gallery.tsx";
import { useInterval } from "../use-interval.ts";
import { useReducedMotion } from "../use-reduced-motion.ts";
import { villaPictureAlts } from "../../../shared/villa/villa-pictures.ts";
import { siteVilla } from "../../../shared/site/site-data.ts";
import { usePageLanguage } from "../../../islands/navigation.tsx";
import { picturesToShow } from "../../../../domain/villa-facts.ts";

/** SPEC 9: gallery timer. */
export const GALLERY_MS = 5000;

export function VillaGallery() {
  const { t, i18n } = useLingui();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const villa = siteVilla(usePageLanguage());
  const images = picturesToShow(villa.images);
  const alts = villaPictureAlts(i18n, images, villa.imageAlts, t`The villa`);
  const count = images.length;
  useInterval(() => setIndex((current) => (current + 1) % count), GALLERY_MS, !reducedMotion && !held);

  return (
    <PhotoGallery
      pictures={images.map((src, position) => ({ src, alt: alts[position]! }))}
      label={t`Villa photo gallery`}
      index={index}
      onIndexChange={setIndex}
      onHoldChange={setHeld}
    />
  );
}
