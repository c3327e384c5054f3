// The villa's own pictures (its `images`) in the shared photo gallery, without a timer: on the booking page the
// guest moves it. The seeded pictures are the showcase's, so they reuse its descriptions; any other picture is
// described by its place in the villa's set. A villa without pictures shows the local stock picture.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { PhotoGallery, type GalleryPicture } from "../../../ui/photo-gallery.tsx";
import { DEFAULT_FALLBACK_IMAGE } from "../../../ui/smart-image.tsx";
import { VILLA_PICTURES } from "../../../shared/villa/villa-pictures.ts";

export function VillaPhotos({ title, images }: { title: string; images: readonly string[] }) {
  const { t, i18n } = useLingui();
  const [index, setIndex] = useState(0);
  const sources = images.length > 0 ? images : [DEFAULT_FALLBACK_IMAGE];
  const pictures: GalleryPicture[] = sources.map((src, position) => {
    const known = VILLA_PICTURES.find((picture) => picture.src === src);
    const photoNumber = position + 1;
    return { src, alt: known ? i18n._(known.alt) : t`${title}, photo ${photoNumber}` };
  });

  return (
    <PhotoGallery
      pictures={pictures}
      label={t`Villa photo gallery`}
      // A villa edited to fewer pictures must not leave the position past the end.
      index={Math.min(index, pictures.length - 1)}
      onIndexChange={setIndex}
      priority
      sizes="(min-width: 1024px) 60vw, 100vw"
    />
  );
}
