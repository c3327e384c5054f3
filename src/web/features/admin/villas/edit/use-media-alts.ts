// The descriptions (alt text) of the villa's uploaded photos, edited in the villa form: each photo's saved text
// comes from GET /media/{id} (or the upload's answer), the owner's edits are kept beside it, and Save Changes
// writes the changed ones with PUT /media/{id} before the villa itself, so an edit is never lost and counts as an
// unsaved change when leaving.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Language } from "../../../../../domain/languages.ts";
import { mediaIdOfSitePath } from "../../../../../domain/media.ts";
import { altOf, EMPTY_ALT, getMedia, sameAlt, saveMediaAlt, type Media, type MediaAlt } from "./media-api.ts";

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
  return [...new Set(images.flatMap((url) => mediaIdOfSitePath(url) ?? []))];
}

/** A photo's saved description as the form last read it. */
type SavedAlt = { status: "loading" } | { status: "failed" } | { status: "ready"; alt: MediaAlt };

// Plain state rather than a query per photo: TanStack's useQueries would add its observer of many queries to the
// data layer every guest downloads, for this one back-office form.
export function useMediaAlts(images: readonly string[]): MediaAlts {
  const ids = mediaIdsOf(images);
  const [loaded, setLoaded] = useState<Record<string, SavedAlt>>({});
  const requested = useRef(new Set<string>());
  const [drafts, setDrafts] = useState<Record<string, MediaAlt>>({});

  const keep = useCallback((id: string, state: SavedAlt) => setLoaded((current) => ({ ...current, [id]: state })), []);
  const load = useCallback(
    (id: string) => {
      requested.current.add(id);
      keep(id, { status: "loading" });
      getMedia(id).then(
        (media) => keep(id, { status: "ready", alt: altOf(media.alt) }),
        () => keep(id, { status: "failed" }),
      );
    },
    [keep],
  );
  const idList = ids.join(" ");
  useEffect(() => {
    for (const id of idList.split(" ")) if (id && !requested.current.has(id)) load(id);
  }, [idList, load]);

  const saved = (id: string): MediaAlt | undefined => {
    const state = loaded[id];
    return state?.status === "ready" ? state.alt : undefined;
  };
  const changed = ids.filter((id) => {
    const draft = drafts[id];
    const base = saved(id);
    return draft !== undefined && base !== undefined && !sameAlt(draft, base);
  });

  return {
    stateOf(id) {
      const base = saved(id);
      const status = base ? "ready" : loaded[id]?.status === "failed" ? "failed" : "loading";
      return { status, alt: drafts[id] ?? base ?? EMPTY_ALT, retry: () => load(id) };
    },
    setAlt(id, language, text) {
      setDrafts((current) => ({ ...current, [id]: { ...(current[id] ?? saved(id) ?? EMPTY_ALT), [language]: text } }));
    },
    changed,
    remember(media) {
      requested.current.add(media.id);
      keep(media.id, { status: "ready", alt: altOf(media.alt) });
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
          keep(id, { status: "ready", alt: altOf(media.alt) });
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
