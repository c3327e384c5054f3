// Uploads as files: DATA_DIR/media/<id>/<width>.<ext>. An upload is written in a hidden folder beside them and
// renamed into place in one step, so a reader never finds half of one and a crash leaves only a hidden folder,
// which the next start removes (removeLeftovers).
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { MEDIA_FILE_PATTERN, MEDIA_ID_PATTERN } from "../../domain/media.ts";
import type { MediaFile, MediaStorage, StoredFile } from "./storage.ts";

const PARTIAL_PREFIX = ".partial-";
/**
 * A hidden folder younger than this may be an upload another instance sharing the folder is writing right now (a
 * save takes seconds): only older ones are a crash's leftovers.
 */
export const PARTIAL_MAX_AGE_MS = 10 * 60_000;

export class FileMediaStorage implements MediaStorage {
  constructor(readonly root: string) {}

  // Ids and names are checked against the patterns again here: nothing outside the media folder is ever touched.
  #folder(id: string): string {
    if (!MEDIA_ID_PATTERN.test(id)) throw new Error(`Not a media id: ${id}`);
    return join(this.root, id);
  }

  async save(id: string, files: readonly StoredFile[]): Promise<void> {
    const folder = this.#folder(id);
    const partial = join(this.root, `${PARTIAL_PREFIX}${id}`);
    await mkdir(partial, { recursive: true });
    try {
      for (const file of files) {
        if (!MEDIA_FILE_PATTERN.test(file.name)) throw new Error(`Not a media file name: ${file.name}`);
        await writeFile(join(partial, file.name), file.bytes);
      }
      await rename(partial, folder);
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      throw error;
    }
  }

  async read(id: string, name: string): Promise<MediaFile | null> {
    if (!MEDIA_ID_PATTERN.test(id) || !MEDIA_FILE_PATTERN.test(name)) return null;
    const path = join(this.#folder(id), name);
    try {
      const { size } = await stat(path);
      return { body: createReadStream(path), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    await rm(this.#folder(id), { recursive: true, force: true });
  }

  /**
   * Removes the hidden folders of uploads a crash interrupted, last changed more than `maxAgeMs` before `now` (the
   * file system's clock), and answers their names. A missing media folder has none.
   */
  async removeLeftovers(now = Date.now(), maxAgeMs = PARTIAL_MAX_AGE_MS): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const removed: string[] = [];
    for (const name of names) {
      if (!name.startsWith(PARTIAL_PREFIX) || !MEDIA_ID_PATTERN.test(name.slice(PARTIAL_PREFIX.length))) continue;
      const path = join(this.root, name);
      const changed = await stat(path).then(
        (info) => info.mtimeMs,
        () => null,
      );
      if (changed === null || now - changed <= maxAgeMs) continue;
      await rm(path, { recursive: true, force: true });
      removed.push(name);
    }
    return removed;
  }
}
