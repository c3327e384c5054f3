// Turns an uploaded photo into the web variants (domain/media.ts): turned upright by its EXIF orientation, in
// sRGB, every metadata dropped (camera, GPS position, ICC profile), at each width in WebP and JPEG.
// The photo is decoded once, down to the largest width; the smaller ones are made from that copy.
import sharp from "sharp";
import {
  MEDIA_FORMATS,
  MEDIA_MAX_PIXELS,
  MEDIA_WIDTHS,
  mediaVariantSize,
  type MediaFormat,
  type MediaWidth,
} from "../../domain/media.ts";
import { ApiError } from "../http/api-error.ts";

// Uploads are each read once: libvips' cache of operations would only hold memory between them. One libvips
// thread per photo (sharp's default here without jemalloc) and two photos at a time (upload-queue.ts) keep both
// cores busy without more photos decoded at once than the two.
sharp.cache(false);

// What browsers and phones send. SVG, PDF and the like are refused: they are drawings or documents, not photos, and
// their readers are a larger attack surface. HEIC reads where this build's libheif decodes it (AVIF always).
const READABLE_FORMATS = new Set(["jpeg", "png", "webp", "heif", "avif", "gif", "tiff"]);

// WebP at 80 and JPEG at 82 show no difference on a phone against the original at these sizes; effort 4 (WebP's
// default) costs about a second on a 12-megapixel photo, which the two-core machine affords.
const WEBP = { quality: 80, effort: 4 } as const;
const JPEG = { quality: 82, progressive: true } as const;
const LARGEST = Math.max(...MEDIA_WIDTHS);

export const UNSUPPORTED_IMAGE_MESSAGE = "This file is not a photo we can read. Use a JPEG, PNG, WebP or HEIC image.";
export const IMAGE_TOO_LARGE_MESSAGE = "This photo is too large. Use a photo under 25 MB and 50 megapixels.";

export const unsupportedImage = () => new ApiError("UNSUPPORTED_IMAGE", UNSUPPORTED_IMAGE_MESSAGE);
export const imageTooLarge = () => new ApiError("IMAGE_TOO_LARGE", IMAGE_TOO_LARGE_MESSAGE);

export interface ImageVariant {
  width: number;
  height: number;
  /** The width it is named after (a small photo's 1600 file is smaller than 1600). */
  nominalWidth: MediaWidth;
  format: MediaFormat;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** Of the largest variant. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

const inputOptions = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error", sequentialRead: true } as const;

/** Raises 415 or 413 for what the header already tells: not a picture we read, or too many pixels. */
async function checkHeader(input: string | Buffer) {
  let metadata: sharp.Metadata;
  try {
    // Without the pixel limit: the header alone is read, and the limit's own error would hide the size.
    metadata = await sharp(input, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedImage();
  }
  if (!metadata.format || !READABLE_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw unsupportedImage();
  }
  // A decompression bomb: a small file declaring a huge picture is refused before any pixel is decoded.
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) throw imageTooLarge();
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** The variants of the photo in `input` (a file path or its bytes). */
export async function processImage(input: string | Buffer): Promise<ProcessedImage> {
  await checkHeader(input);
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(input, inputOptions)
      .rotate()
      // A transparent PNG becomes a photo on white: JPEG has no transparency, and both formats show the same.
      .flatten({ background: "#ffffff" })
      .resize({ width: LARGEST, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw isPixelLimit(error) ? imageTooLarge() : unsupportedImage();
  }
  const { data, info } = decoded;
  const size = { width: info.width, height: info.height };
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const variants: ImageVariant[] = [];
  try {
    for (const nominalWidth of MEDIA_WIDTHS) {
      const target = mediaVariantSize(size, nominalWidth);
      for (const format of MEDIA_FORMATS) {
        const resized = sharp(data, raw).resize({ width: target.width, height: target.height, fit: "fill" });
        const encoded = format === "webp" ? resized.webp(WEBP) : resized.jpeg(JPEG);
        variants.push({ ...target, nominalWidth, format, bytes: await encoded.toBuffer() });
      }
    }
  } catch {
    // An extreme shape (a 1-pixel-wide strip past JPEG's 65535 rows) is no photo either.
    throw unsupportedImage();
  }
  const largest = mediaVariantSize(size, LARGEST as MediaWidth);
  return { width: largest.width, height: largest.height, variants };
}
