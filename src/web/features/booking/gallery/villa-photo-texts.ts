// What the villa's gallery says (villa-photos.tsx), worked out by the page so the island needs none of these words.
// Each picture is described as villa-pictures.ts says; a villa without pictures shows the local stock picture.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { picturesToShow } from "../../../../domain/villa-facts.ts";
import { villaPictureAlts } from "../../../shared/villa/villa-pictures.ts";
import type { VillaPhotosProps } from "./villa-photos.tsx";

export function villaPhotoTexts(
  i18n: I18n,
  title: string,
  images: readonly string[],
  imageAlts?: readonly string[],
): VillaPhotosProps {
  const sources = picturesToShow(images);
  return { label: i18n._(msg`Villa photo gallery`), sources, alts: villaPictureAlts(i18n, sources, imageAlts, title) };
}
