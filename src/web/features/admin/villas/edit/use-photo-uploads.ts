// The photos being uploaded from the villa form: each chosen file waits its turn (two at a time, upload-limiter.ts),
// reports its progress, and on success leaves the list as its picture joins the villa's; a failure stays in the list
// with its reason until retried or dismissed, and nothing joins the villa for it. A photo the villa has no room
// for, or one over the server's size limit, fails at once without being sent.
import { useEffect, useRef, useState } from "react";
import { VILLA_LIMITS } from "../../../../../domain/schemas/villa.ts";
import { uploadMedia, type Media } from "./media-api.ts";
import { createLimiter } from "./upload-limiter.ts";

/** Issue 21: two uploads at once. */
export const UPLOADS_AT_ONCE = 2;
/** The server refuses larger files (IMAGE_TOO_LARGE); no need to send 40 MB to hear it. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export type UploadProblem = { kind: "tooMany" } | { kind: "tooLarge" } | { kind: "failed"; error: unknown };

export interface PhotoUpload {
  key: string;
  file: File;
  state: "waiting" | "uploading" | "failed";
  sent: number;
  total: number;
  problem?: UploadProblem;
}

export interface PhotoUploads {
  uploads: readonly PhotoUpload[];
  /** Whether a photo is still waiting or on its way. */
  busy: boolean;
  add: (files: readonly File[], room: number) => void;
  retry: (key: string, room: number) => void;
  dismiss: (key: string) => void;
}

/** The upload's progress in whole percent. */
export function uploadPercent(upload: Pick<PhotoUpload, "sent" | "total">): number {
  if (upload.total <= 0) return 0;
  return Math.min(100, Math.round((upload.sent / upload.total) * 100));
}

let counter = 0;

export function usePhotoUploads(onUploaded: (media: Media, upload: PhotoUpload) => void): PhotoUploads {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const limiter = useRef(createLimiter(UPLOADS_AT_ONCE));
  const stop = useRef(new AbortController());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  // Leaving the form ends the uploads still running: their photos would join nothing.
  useEffect(() => {
    const controller = new AbortController();
    stop.current = controller;
    return () => controller.abort();
  }, []);

  const patch = (key: string, change: Partial<PhotoUpload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function send(upload: PhotoUpload) {
    const { key, file } = upload;
    const signal = stop.current.signal;
    void limiter
      .current(async () => {
        if (signal.aborted) return;
        patch(key, { state: "uploading", sent: 0 });
        try {
          const media = await uploadMedia(file, { signal, onProgress: (sent, total) => patch(key, { sent, total }) });
          setUploads((list) => list.filter((item) => item.key !== key));
          uploaded.current(media, upload);
        } catch (error) {
          if (!signal.aborted) patch(key, { state: "failed", problem: { kind: "failed", error } });
        }
      })
      .catch(() => undefined);
  }

  /** `room`: how many more pictures the villa may take beside those already on their way. */
  function queue(files: readonly File[], room: number, reuseKey?: string): PhotoUpload[] {
    let left = room;
    return files.map((file) => {
      counter += 1;
      const base = { key: reuseKey ?? `upload-${counter}`, file, sent: 0, total: file.size };
      if (file.size > MAX_UPLOAD_BYTES) return { ...base, state: "failed", problem: { kind: "tooLarge" } };
      if (left <= 0) return { ...base, state: "failed", problem: { kind: "tooMany" } };
      left -= 1;
      return { ...base, state: "waiting" };
    });
  }

  const pending = uploads.filter((item) => item.state !== "failed").length;

  return {
    uploads,
    busy: pending > 0,
    add(files, room) {
      const added = queue(files, room - pending);
      setUploads((list) => [...list, ...added]);
      for (const upload of added) if (upload.state === "waiting") send(upload);
    },
    retry(key, room) {
      const failed = uploads.find((item) => item.key === key);
      if (!failed) return;
      const [again] = queue([failed.file], room - pending, key);
      if (!again) return;
      setUploads((list) => list.map((item) => (item.key === key ? again : item)));
      if (again.state === "waiting") send(again);
    },
    dismiss(key) {
      setUploads((list) => list.filter((item) => item.key !== key));
    },
  };
}

/** How many more pictures a villa with `count` may take. */
export function roomFor(count: number): number {
  return Math.max(0, VILLA_LIMITS.imagesMax - count);
}
