// Images (n added) (SPEC 2, SPEC 5, issue 21): upload photos from the device, or add a picture by its URL with Enter
// or Add (empty: "Please enter an image URL", duplicate: "This image is already added"); remove one, move it up or
// down, or make it the cover (the first, which guests see first). A newly added picture shows its preview at once,
// so a wrong address is caught by "Failed to load image preview"; an uploaded photo asks for its description.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { VILLA_LIMITS } from "../../../../../domain/schemas/villa.ts";
import { ruleText } from "../../../../i18n/rule-text.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { controlAria, controlClass, FieldFrame } from "../../../../ui/form/fields.tsx";
import { toast } from "../../../../ui/toast/toast-store.ts";
import type { SectionProps } from "./form-props.ts";
import { FormSection } from "./form-section.tsx";
import { addImage, makeCover, moveImage, removeImage } from "./image-list.ts";
import { ImageItem } from "./image-item.tsx";
import { mediaIdOfSitePath } from "../../../../../domain/media.ts";
import { PhotoUploadList, UploadPhotosButton } from "./photo-upload-list.tsx";
import { roomFor } from "./use-photo-uploads.ts";
import type { VillaPhotos } from "./use-villa-photos.ts";

export function ImagesSection({ values, set, errors, controlRef, photos }: SectionProps & { photos: VillaPhotos }) {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const inputId = `${baseId}-url`;
  const input = useRef<HTMLInputElement | null>(null);
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | undefined>();
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState("");
  const images = values.images;
  const count = images.length;
  const buttonId = (action: "up" | "down" | "cover", index: number) => `${baseId}-${action}-${index}`;
  const { uploads, alts } = photos;
  const registerInput = controlRef("images");

  function add() {
    const result = addImage(images, draft);
    if (!result.ok) {
      const text = ruleText(i18n, result.issue.message);
      setDraftError(text);
      toast.warning(text);
      input.current?.focus();
      return;
    }
    const url = draft.trim();
    set("images", result.images);
    setShown((current) => new Set(current).add(url));
    setDraft("");
    setDraftError(undefined);
    setAnnouncement(t`Image ${result.images.length} added.`);
  }

  function move(index: number, offset: -1 | 1) {
    const next = moveImage(images, index, offset);
    set("images", next);
    const target = index + offset;
    setAnnouncement(t`Image ${index + 1} moved to position ${target + 1}.`);
    // The focus follows the picture; at the list's end its button in that direction is disabled, so the other one.
    requestAnimationFrame(() => {
      const atEnd = offset === -1 ? target === 0 : target === next.length - 1;
      const action = offset === -1 ? (atEnd ? "down" : "up") : atEnd ? "up" : "down";
      document.getElementById(buttonId(action, target))?.focus();
    });
  }

  function cover(index: number) {
    set("images", makeCover(images, index));
    setAnnouncement(t`Image ${index + 1} is now the cover.`);
    // The cover has no "Make cover" button: the focus goes to its "Move down" one.
    requestAnimationFrame(() => document.getElementById(buttonId("down", 0))?.focus());
  }

  function remove(index: number) {
    set("images", removeImage(images, index));
    setAnnouncement(t`Image ${index + 1} removed.`);
    input.current?.focus();
  }

  function toggle(current: ReadonlySet<string>, url: string, on: boolean): ReadonlySet<string> {
    const next = new Set(current);
    if (on) next.add(url);
    else next.delete(url);
    return next;
  }

  return (
    <FormSection
      title={<Trans>Images ({count} added)</Trans>}
      description={<Trans>The first image is the cover: guests see it first.</Trans>}
    >
      <UploadPhotosButton onChoose={(files) => uploads.add(files, roomFor(count))} />
      <PhotoUploadList
        uploads={uploads.uploads}
        onRetry={(key) => uploads.retry(key, roomFor(count))}
        onDismiss={uploads.dismiss}
      />
      <p aria-live="polite" className="sr-only">
        {photos.announcement}
      </p>
      <div className="mt-6">
        <FieldFrame
          id={inputId}
          label={t`Image URL`}
          hint={t`Paste the address of a picture, then press Enter or Add.`}
          error={draftError ?? errors.images}
        >
          <div className="flex gap-2">
            <input
              ref={(element) => {
                input.current = element;
                registerInput(element);
              }}
              id={inputId}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              maxLength={VILLA_LIMITS.imageUrlMax}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                if (draftError) setDraftError(undefined);
              }}
              onKeyDown={(event) => {
                // Enter adds the picture instead of saving the whole form.
                if (event.key === "Enter") {
                  event.preventDefault();
                  add();
                }
              }}
              {...controlAria(inputId, { hint: true, error: draftError ?? errors.images })}
              className={controlClass(draftError ?? errors.images)}
            />
            <button
              type="button"
              onClick={add}
              className={buttonClass({ variant: "secondary", className: "mt-1 shrink-0" })}
            >
              <Trans>Add</Trans>
            </button>
          </div>
        </FieldFrame>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {count === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-slate-700">
          <Trans>No images yet.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Villa images`} className="mt-4 space-y-3">
          {images.map((url, index) => {
            const mediaId = mediaIdOfSitePath(url);
            return (
              <ImageItem
                key={url}
                url={url}
                index={index}
                count={count}
                buttonId={buttonId}
                previewShown={shown.has(url)}
                previewFailed={failed.has(url)}
                onTogglePreview={() => setShown((current) => toggle(current, url, !current.has(url)))}
                onPreviewError={() => {
                  if (failed.has(url)) return;
                  setFailed((current) => toggle(current, url, true));
                  toast.error(t`Failed to load image preview`);
                }}
                onMove={(offset) => move(index, offset)}
                onMakeCover={() => cover(index)}
                onRemove={() => remove(index)}
                description={
                  mediaId
                    ? {
                        state: alts.stateOf(mediaId),
                        open: photos.describing.has(mediaId),
                        onToggle: () => photos.toggleDescribing(mediaId),
                        onChange: (language, text) => alts.setAlt(mediaId, language, text),
                      }
                    : undefined
                }
              />
            );
          })}
        </ol>
      )}
    </FormSection>
  );
}
