// The media storage the settings ask for: the S3 bucket when S3_BUCKET is set, else files beside the database.
import { join } from "node:path";
import type { AppConfig } from "../config.ts";
import { FileMediaStorage } from "./file-storage.ts";
import { S3MediaStorage } from "./s3-storage.ts";
import type { MediaStorage } from "./storage.ts";

export function openMediaStorage(config: AppConfig): MediaStorage {
  return config.s3 ? new S3MediaStorage(config.s3) : new FileMediaStorage(join(config.dataDir, "media"));
}
