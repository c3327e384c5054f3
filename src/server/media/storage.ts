// Where the variants' bytes live: files under DATA_DIR/media (default) or an S3-compatible bucket (S3_* settings).
// Either way an upload's files are written whole or not at all: a failure removes what was written.
import type { Readable } from "node:stream";

export interface StoredFile {
  /** "1600.jpg" (MEDIA_FILE_PATTERN). */
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface MediaFile {
  body: Readable;
  size: number | undefined;
}

export interface MediaStorage {
  /** Stores every file of upload `id`; on failure nothing of it remains. */
  save(id: string, files: readonly StoredFile[]): Promise<void>;
  /** One file of an upload, or null when there is none. */
  read(id: string, name: string): Promise<MediaFile | null>;
  /** Removes every file of an upload (none is fine). */
  remove(id: string): Promise<void>;
  /**
   * At start: removes what a crash left of interrupted uploads, and answers their names. Only a store that writes
   * an upload in steps has any (the local folder; a bucket's object writes are whole).
   */
  removeLeftovers?(): Promise<string[]>;
}
