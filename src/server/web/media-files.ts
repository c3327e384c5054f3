// GET /media/<id>/<width>.<ext>: the bytes of an uploaded photo's variant, from disk or the S3 bucket. A file's
// name never changes content (a new photo is a new id), so browsers and caches keep it for a year. Only names of
// the exact shape are looked up: anything else, "../" included, is a 404 without touching the storage.
import type { FastifyPluginAsync } from "fastify";
import {
  MEDIA_CONTENT_TYPES,
  MEDIA_FILE_PATTERN,
  MEDIA_ID_PATTERN,
  mediaFormatOfExtension,
} from "../../domain/media.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

const mediaFiles: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string; file: string } }>(
    "/media/:id/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const { id, file } = request.params;
      const match = MEDIA_FILE_PATTERN.exec(file);
      const found = match && MEDIA_ID_PATTERN.test(id) ? await app.mediaStorage.read(id, file) : null;
      if (!match || !found) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      void reply
        .type(MEDIA_CONTENT_TYPES[mediaFormatOfExtension(match[2] ?? "")])
        .header("cache-control", IMMUTABLE)
        .header("x-content-type-options", "nosniff");
      if (found.size !== undefined) void reply.header("content-length", found.size);
      return reply.send(found.body);
    },
  );
};

export default mediaFiles;
