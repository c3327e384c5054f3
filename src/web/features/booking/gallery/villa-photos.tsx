// The villa's own pictures (its `images`) in the shared photo gallery, without a timer: on the booking page the
// guest moves it. An island of the server-rendered villa page's first screen: its words come as props
// (villa-photo-texts.ts), so it needs no more than the gallery's own messages.
import { useState } from "react";
import { PhotoGallery, type GalleryPicture } from "../../../ui/photo-gallery.tsx";
import { defineIsland } from "../../../islands/island.tsx";

export type VillaPhotosProps = {
  /** The gallery's name for screen readers. */
  label: string;
  sources: readonly string[];
  /** The description of each of `sources`, in order. */
  alts: readonly string[];
};

export function VillaPhotos({ label, sources, alts }: VillaPhotosProps) {
  const [index, setIndex] = useState(0);
  const pictures: GalleryPicture[] = sources.map((src, position) => ({ src, alt: alts[position] ?? "" }));

  return (
    <PhotoGallery
      pictures={pictures}
      label={label}
      // A villa edited to fewer pictures must not leave the position past the end.
      index={Math.min(index, pictures.length - 1)}
      onIndexChange={setIndex}
      priority
      sizes="(min-width: 1024px) 60vw, 100vw"
    />
  );
}

export const villaPhotosIsland = defineIsland("villa-photos", VillaPhotos);
