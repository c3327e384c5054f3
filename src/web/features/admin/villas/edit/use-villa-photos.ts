// What the villa form knows of its uploaded photos beyond the `images` list: the uploads under way, the photos'
// descriptions, which description editors are open (a new photo's opens by itself, asking for its words) and what
// was last announced to screen readers. Held by the form, which waits for the uploads and saves the descriptions.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { appendImage } from "./image-list.ts";
import { useMediaAlts, type MediaAlts } from "./use-media-alts.ts";
import { usePhotoUploads, type PhotoUploads } from "./use-photo-uploads.ts";

export interface VillaPhotos {
  uploads: PhotoUploads;
  alts: MediaAlts;
  /** Media ids whose description editor is open. */
  describing: ReadonlySet<string>;
  toggleDescribing: (id: string) => void;
  /** The last upload announced to screen readers. */
  announcement: string;
}

export function useVillaPhotos(
  images: readonly string[],
  updateImages: (change: (images: readonly string[]) => string[]) => void,
): VillaPhotos {
  const { t } = useLingui();
  const alts = useMediaAlts(images);
  const [describing, setDescribing] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState("");
  const uploads = usePhotoUploads((media, upload) => {
    alts.remember(media);
    updateImages((current) => appendImage(current, media.url));
    setDescribing((current) => new Set(current).add(media.id));
    const name = upload.file.name;
    setAnnouncement(t`${name} uploaded and added to the images.`);
  });
  return {
    uploads,
    alts,
    describing,
    toggleDescribing(id) {
      setDescribing((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    announcement,
  };
}
