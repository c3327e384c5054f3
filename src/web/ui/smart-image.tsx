// An <img> that is lazy below the fold, eager and high-priority for the first screen, and never shows a broken
// picture: when its source fails (offline, a remote photo blocked) it swaps to a local image once.
import { useCallback, useState, type CSSProperties } from "react";
import { failedToLoad, FALLBACK_ATTRIBUTE } from "./image-fallback.ts";
import { MediaPictureSources } from "./media-picture-sources.tsx";
import { mediaSources } from "./media-sources.ts";
import { avifVariantOf } from "./picture-variants.ts";

/** A villa picture that is precached by the service worker, so it also loads offline. */
export const DEFAULT_FALLBACK_IMAGE = "/images/villa/1.jpg";

export interface SmartImageProps {
  src: string;
  /** Describes the picture; pass "" for a purely decorative image. */
  alt: string;
  /** Rendered width of the image per viewport, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes?: string;
  /** Candidate files by width ("/a-480.jpg 480w, /a-960.jpg 960w") when several exist. */
  srcSet?: string;
  /** The first-screen (LCP) image: loaded eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** Intrinsic size: reserves the space before the file arrives, so nothing jumps (CLS). */
  width?: number;
  height?: number;
  className?: string;
  style?: CSSProperties;
  fallbackSrc?: string;
}

export function SmartImage({
  src,
  alt,
  sizes = "100vw",
  srcSet,
  priority = false,
  width = 960,
  height = 640,
  className,
  style,
  fallbackSrc = DEFAULT_FALLBACK_IMAGE,
}: SmartImageProps) {
  // Remembers which source failed, so a new `src` gets its own chance without an effect resetting state.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const current = failed ? fallbackSrc : src;
  const fail = useCallback(() => {
    // One swap only: if the fallback fails too, stop rather than loop.
    if (src !== fallbackSrc) setFailedSrc(src);
  }, [src, fallbackSrc]);
  // A prerendered page's picture may fail before React is attached to it, and that error event is gone by then:
  // a picture that has finished loading with no pixels failed.
  const checkLoaded = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && !failed && failedToLoad(image)) fail();
    },
    [fail, failed],
  );

  // An owner's uploaded photo comes in three widths as WebP and JPEG (media-sources.ts); a site photograph may have
  // an AVIF copy. Either way a <picture> that lays out as if only the <img> were there. A failed picture shows its
  // fallback as a plain JPEG: a copy may be what failed.
  const media = failed || srcSet ? undefined : mediaSources(current);
  const avif = failed || srcSet || media ? undefined : avifVariantOf(current);
  const image = (
    <img
      src={media ? media.src : current}
      srcSet={failed ? undefined : (media?.srcSet ?? srcSet)}
      sizes={(srcSet || media) && !failed ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "auto" : "async"}
      className={className}
      style={style}
      ref={checkLoaded}
      onError={failed ? undefined : fail}
      // For the parts of a prerendered page that are never hydrated (image-fallback.ts).
      {...{ [FALLBACK_ATTRIBUTE]: failed ? undefined : fallbackSrc }}
    />
  );
  if (media) {
    return (
      <picture className="contents">
        <MediaPictureSources picture={media} sizes={sizes} />
        {image}
      </picture>
    );
  }
  if (!avif) return image;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} />
      {image}
    </picture>
  );
}
