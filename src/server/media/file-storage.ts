// Uploads as files: DATA_DIR/media/<id>/<width>.<ext>. An upload is written in a hidden folder beside them and
// renamed into place in one step, so a reader never finds half of one and a crash leaves only a hidden folder.
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { MEDIA_FILE_PATTERN, MEDIA_ID_PATTERN } from "../../domain/media.ts";
import type { MediaFile, MediaStorage, StoredFile } from "./storage.ts";

export class FileMediaStorage implements MediaStorage {
  constructor(readonly root: string) {}

  // Ids and names are checked against the patterns again here: nothing outside the media folder is ever touched.
  #folder(id: string): string {
    if (!MEDIA_ID_PATTERN.test(id)) throw new Error(`Not a media id: ${id}`);
    return join(this.root, id);
  }

  async save(id: string, files: readonly StoredFile[]): Promise<void> {
    const folder = this.#folder(id);
    const partial = join(this.root, `.partial-${id}`);
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
}
