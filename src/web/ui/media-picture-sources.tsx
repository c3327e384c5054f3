// The <source>s of an uploaded photo's <picture> (media-sources.ts), in the order the browser must try them: the
// public pictures (smart-image.tsx) and the villa editor's previews offer the same files.
import type { MediaPicture } from "./media-sources.ts";

export function MediaPictureSources({ picture, sizes }: { picture: MediaPicture; sizes: string }) {
  return picture.sources.map((source) => (
    <source
      key={`${source.type} ${source.media ?? ""}`}
      type={source.type}
      media={source.media}
      srcSet={source.srcSet}
      sizes={sizes}
    />
  ));
}
