// The shipped photographs with what each shows for screen-reader users, and the one rule for describing any villa
// picture: the owner's own description (an upload's alt text), else the shipped photograph's, else its place in the
// villa's set.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface VillaPicture {
  src: string;
  alt: MessageDescriptor;
}

export const VILLA_PICTURES: readonly VillaPicture[] = [
  { src: "/images/villa/1.jpg", alt: msg`The villa and its pool at sunset, framed by palm trees` },
  { src: "/images/villa/2.jpg", alt: msg`The infinity pool with sun loungers and a parasol, the sea beyond` },
  { src: "/images/villa/3.jpg", alt: msg`The sandy beach 50 metres from the villa, with palm trees and a parasol` },
  { src: "/images/villa/4.jpg", alt: msg`The villa lit up at night under a crescent moon, reflected in the pool` },
  { src: "/images/villa/5.jpg", alt: msg`A coral reef with tropical fish, a short swim from the beach` },
];

/** The description of each of `images`; `ownerAlts` are the owner's, by position ("" for none). */
export function villaPictureAlts(
  i18n: I18n,
  images: readonly string[],
  ownerAlts: readonly string[] | undefined,
  title: string,
): string[] {
  return images.map((src, position) => {
    const own = ownerAlts?.[position];
    if (own) return own;
    const known = VILLA_PICTURES.find((picture) => picture.src === src);
    const photoNumber = position + 1;
    return known ? i18n._(known.alt) : i18n._(msg`${title}, photo ${photoNumber}`);
  });
}
