// The five villa pictures of the home showcase and the villa page's gallery, with what each shows for screen-reader users.
import type { MessageDescriptor } from "@lingui/core";
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
