// The one file of a multipart upload, written to a temporary file as it arrives: ten phones uploading 25 MB
// photos at once then hold disk, not memory, while they wait for their turn in the image queue.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { MEDIA_MAX_BYTES } from "../../domain/media.ts";
import { ApiError } from "../http/api-error.ts";
import { imageTooLarge, unsupportedImage } from "./process-image.ts";

/** Runs `use` with the path of the uploaded file, removed afterwards whatever happens. */
export async function withUploadedFile<T>(request: FastifyRequest, use: (path: string) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new ApiError("BAD_REQUEST", "Send the photo as multipart/form-data, field file");
  const part = await request.file({
    // A few text fields are let through unread (a form may send a caption); only the first file is read.
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
    throwFileSizeLimit: false,
  });
  if (!part || part.fieldname !== "file") {
    part?.file.resume();
    throw new ApiError("BAD_REQUEST", "Send the photo as multipart/form-data, field file");
  }
  const folder = await mkdtemp(join(tmpdir(), "villa-upload-"));
  try {
    const path = join(folder, "upload");
    await pipeline(part.file, createWriteStream(path)).catch((error: unknown) => {
      // The disk's own failures (no space, no permission) name the file they were writing, and are ours; the body's,
      // broken or cut off on the way (busboy's "Unexpected end of form", a socket reset), are the client's to send
      // again.
      if (error instanceof Error && (error as NodeJS.ErrnoException).path === path) throw error;
      throw new ApiError("BAD_REQUEST", "The upload was cut off or malformed: send the photo again");
    });
    if (part.file.truncated) throw imageTooLarge();
    if (part.file.bytesRead === 0) throw unsupportedImage();
    return await use(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
