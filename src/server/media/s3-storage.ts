// Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Scaleway...): objects media/<id>/<file>,
// signed with AWS Signature V4 (aws4fetch: no SDK, fetch only). Several instances behind a load balancer then
// serve the same photos; the bucket stays private, every read goes through GET /media/....
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import {
  MEDIA_FILE_PATTERN,
  MEDIA_FORMATS,
  MEDIA_ID_PATTERN,
  MEDIA_WIDTHS,
  mediaFileName,
} from "../../domain/media.ts";
import type { MediaFile, MediaStorage, StoredFile } from "./storage.ts";

export interface S3Settings {
  /** https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000... */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key instead of bucket.endpoint/key: MinIO and most self-hosted servers need it. */
  forcePathStyle: boolean;
}

const ALL_FILES = MEDIA_WIDTHS.flatMap((width) => MEDIA_FORMATS.map((format) => mediaFileName(width, format)));

export class S3MediaStorage implements MediaStorage {
  readonly #client: AwsClient;

  constructor(readonly settings: S3Settings) {
    this.#client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: "s3",
      retries: 2,
    });
  }

  #url(id: string, name: string): string {
    if (!MEDIA_ID_PATTERN.test(id) || !MEDIA_FILE_PATTERN.test(name))
      throw new Error(`Not a media file: ${id}/${name}`);
    const endpoint = new URL(this.settings.endpoint);
    const key = `media/${id}/${name}`;
    if (this.settings.forcePathStyle) {
      return `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, "")}/${this.settings.bucket}/${key}`;
    }
    return `${endpoint.protocol}//${this.settings.bucket}.${endpoint.host}/${key}`;
  }

  async #request(method: string, url: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) {
    const body = init.body ? new Uint8Array(init.body) : undefined;
    const headers: Record<string, string> = {
      ...init.headers,
      // The payload's own hash, not UNSIGNED-PAYLOAD: the bucket refuses bytes changed on the way.
      "x-amz-content-sha256": createHash("sha256")
        .update(body ?? "")
        .digest("hex"),
    };
    return this.#client.fetch(url, { method, headers, ...(body ? { body } : {}) });
  }

  async save(id: string, files: readonly StoredFile[]): Promise<void> {
    // Every PUT settles before any cleanup: a DELETE sent while a PUT is still on its way would leave its object.
    const results = await Promise.allSettled(
      files.map(async (file) => {
        const response = await this.#request("PUT", this.#url(id, file.name), {
          body: file.bytes,
          headers: { "content-type": file.contentType },
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`S3 PUT ${file.name} answered ${response.status}`);
      }),
    );
    const failure = results.find((result) => result.status === "rejected");
    if (failure) {
      await this.remove(id).catch(() => {});
      throw failure.reason;
    }
  }

  async read(id: string, name: string): Promise<MediaFile | null> {
    if (!MEDIA_ID_PATTERN.test(id) || !MEDIA_FILE_PATTERN.test(name)) return null;
    const response = await this.#request("GET", this.#url(id, name));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`S3 GET ${name} answered ${response.status}`);
    }
    const length = Number(response.headers.get("content-length"));
    return {
      body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
      size: Number.isFinite(length) && length > 0 ? length : undefined,
    };
  }

  async remove(id: string): Promise<void> {
    await Promise.all(
      ALL_FILES.map(async (name) => {
        const response = await this.#request("DELETE", this.#url(id, name));
        await response.body?.cancel();
        if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${name} answered ${response.status}`);
      }),
    );
  }
}
