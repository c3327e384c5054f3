// /api/media: owners upload photos from their phone (HOST or ADMIN); the server keeps web variants of each
// (media/process-image.ts) and answers their URLs; the uploader or an ADMIN writes the alternative texts.
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema, MEDIA_MAX_BYTES, mediaAltBodySchema, mediaSchema, successEnvelope } from "../../domain/index.ts";
import { requireRole } from "../auth/guard.ts";
import { ApiError } from "../http/api-error.ts";
import { errorResponses, ok } from "../http/envelope.ts";
import { findMedia, toMediaView } from "../media/media-view.ts";
import { withUploadedFile } from "../media/receive-upload.ts";
import { uploadMedia, writeMediaAlt } from "../media/upload-media.ts";
import { createUploadRateLimit } from "../media/upload-rate-limit.ts";

const bearer = [{ bearerAuth: [] }];
const mediaEnvelope = successEnvelope(mediaSchema);
const idParams = z.object({ id: idSchema });
// The multipart envelope around a 25 MB photo: boundaries and part headers.
const UPLOAD_BODY_LIMIT = MEDIA_MAX_BYTES + 64 * 1024;

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Here only: every other route of the API still takes JSON alone.
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1 } });
  const admitUpload = createUploadRateLimit(app);

  app.post(
    "/media",
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ["media"],
        summary:
          "Upload one photo (HOST or ADMIN): multipart/form-data with the field `file` (JPEG, PNG, WebP or HEIC, " +
          "at most 25 MB and 50 megapixels). Answers its variants: 480, 960 and 1600 pixels wide in WebP and JPEG, " +
          "upright, without metadata; `url` is the largest JPEG, for the villa's images. One account may upload " +
          "MEDIA_UPLOADS_PER_10_MINUTES photos (60) in any 10 minutes: past it, 429 RATE_LIMITED with Retry-After",
        security: bearer,
        consumes: ["multipart/form-data"],
        response: { 201: mediaEnvelope, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, "HOST");
      // Before the body is read: a refused upload costs no image work.
      await admitUpload(user.id, app.clock());
      const view = await withUploadedFile(request, (file) => uploadMedia(app.db, app.mediaStorage, user.id, file));
      return reply.code(201).send(ok(view, "Photo uploaded"));
    },
  );

  app.get(
    "/media/:id",
    {
      schema: {
        tags: ["media"],
        summary: "An uploaded photo's variants and alternative texts (HOST or ADMIN)",
        security: bearer,
        params: idParams,
        response: { 200: mediaEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireRole(request, "HOST");
      const row = await findMedia(app.db, request.params.id);
      if (!row) throw new ApiError("NOT_FOUND", "Photo not found");
      return ok(toMediaView(row));
    },
  );

  app.put(
    "/media/:id",
    {
      schema: {
        tags: ["media"],
        summary:
          "Replace a photo's alternative texts, one per language, each at most 200 characters (its uploader or ADMIN)",
        security: bearer,
        params: idParams,
        body: mediaAltBodySchema,
        response: { 200: mediaEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const user = requireRole(request, "HOST");
      const row = await findMedia(app.db, request.params.id);
      if (!row) throw new ApiError("NOT_FOUND", "Photo not found");
      if (user.role !== "ADMIN" && row.uploadedBy !== user.id) {
        throw new ApiError("FORBIDDEN", "You do not have permission to do this");
      }
      const view = await writeMediaAlt(app.db, row.id, request.body.alt);
      if (!view) throw new ApiError("NOT_FOUND", "Photo not found");
      return ok(view, "Photo descriptions saved");
    },
  );
};

export default mediaRoutes;
