// What the villa's gallery says (villa-photos.tsx), worked out by the page so the island needs none of these words.
// The seeded pictures are the showcase's, so they reuse its descriptions; any other picture is described by its
// place in the villa's set. A villa without pictures shows the local stock picture.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFAULT_FALLBACK_IMAGE } from "../../../ui/smart-image.tsx";
import { VILLA_PICTURES } from "../../../shared/villa/villa-pictures.ts";
import type { VillaPhotosProps } from "./villa-photos.tsx";

export function villaPhotoTexts(i18n: I18n, title: string, images: readonly string[]): VillaPhotosProps {
  const sources = images.length > 0 ? images : [DEFAULT_FALLBACK_IMAGE];
  const alts = sources.map((src, position) => {
    const known = VILLA_PICTURES.find((picture) => picture.src === src);
    const photoNumber = position + 1;
    return known ? i18n._(known.alt) : i18n._(msg`${title}, photo ${photoNumber}`);
  });
  return { label: i18n._(msg`Villa photo gallery`), sources, alts };
}
