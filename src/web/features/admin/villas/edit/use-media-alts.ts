// The descriptions (alt text) of the villa's uploaded photos, edited in the villa form: each photo's saved text
// comes from GET /media/{id} (or the upload's answer), the owner's edits are kept beside it, and Save Changes
// writes the changed ones with PUT /media/{id} before the villa itself, so an edit is never lost and counts as an
// unsaved change when leaving.
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Language } from "../../../../../domain/languages.ts";
import { mediaIdOf } from "../../../../ui/media-sources.ts";
import {
  altOf,
  EMPTY_ALT,
  getMedia,
  mediaQueryKey,
  sameAlt,
  saveMediaAlt,
  type Media,
  type MediaAlt,
} from "./media-api.ts";

export interface MediaAltState {
  status: "loading" | "failed" | "ready";
  /** What the form shows: the owner's edit, else the saved text. */
  alt: MediaAlt;
  retry: () => void;
}

export interface MediaAlts {
  stateOf: (id: string) => MediaAltState;
  setAlt: (id: string, language: Language, text: string) => void;
  /** Ids of the photos in the list whose description the owner changed. */
  changed: readonly string[];
  /** Keeps an upload's answer as the photo's saved description. */
  remember: (media: Media) => void;
  /** Writes every changed description; rejects with the first failure, keeping the edits. */
  saveChanged: () => Promise<void>;
}

export function mediaIdsOf(images: readonly string[]): string[] {
  return [...new Set(images.flatMap((url) => mediaIdOf(url) ?? []))];
}

export function useMediaAlts(images: readonly string[]): MediaAlts {
  const queryClient = useQueryClient();
  const ids = mediaIdsOf(images);
  const queries = useQueries({
    queries: ids.map((id) => ({
      queryKey: mediaQueryKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getMedia(id, signal),
      // The form is the only writer while it is open: no refetch may overwrite what it shows.
      staleTime: Number.POSITIVE_INFINITY,
      networkMode: "always" as const,
    })),
  });
  const [drafts, setDrafts] = useState<Record<string, MediaAlt>>({});

  const saved = (id: string): MediaAlt | undefined => {
    const data = queries[ids.indexOf(id)]?.data;
    return data ? altOf(data.alt) : undefined;
  };
  const changed = ids.filter((id) => {
    const draft = drafts[id];
    const base = saved(id);
    return draft !== undefined && base !== undefined && !sameAlt(draft, base);
  });

  return {
    stateOf(id) {
      const query = queries[ids.indexOf(id)];
      const base = saved(id);
      const status = base ? "ready" : query?.isError ? "failed" : "loading";
      return { status, alt: drafts[id] ?? base ?? EMPTY_ALT, retry: () => void query?.refetch() };
    },
    setAlt(id, language, text) {
      setDrafts((current) => ({ ...current, [id]: { ...(current[id] ?? saved(id) ?? EMPTY_ALT), [language]: text } }));
    },
    changed,
    remember(media) {
      queryClient.setQueryData(mediaQueryKey(media.id), media);
    },
    async saveChanged() {
      const results = await Promise.allSettled(
        changed.map(async (id) => {
          const draft = drafts[id] ?? EMPTY_ALT;
          const alt = altOf({
            en: draft.en.trim(),
            fr: draft.fr.trim(),
            ru: draft.ru.trim(),
            de: draft.de.trim(),
          });
          const media = await saveMediaAlt(id, alt);
          queryClient.setQueryData(mediaQueryKey(id), media);
          setDrafts((current) => {
            const next = { ...current };
            delete next[id];
            return next;
          });
        }),
      );
      const failure = results.find((result) => result.status === "rejected");
      if (failure) throw failure.reason;
    },
  };
}
