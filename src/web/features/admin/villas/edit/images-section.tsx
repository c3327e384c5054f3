// Images (n added) (SPEC 2, SPEC 5): add a picture by its URL with Enter or Add (empty: "Please enter an image
// URL", duplicate: "This image is already added"), remove it, move it up or down; the first is the primary one.
// A newly added picture shows its preview at once, so a wrong address is caught by "Failed to load image preview".
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { VILLA_LIMITS } from "../../../../../domain/schemas/villa.ts";
import { ruleText } from "../../../../i18n/rule-text.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { controlAria, controlClass, FieldFrame } from "../../../../ui/form/fields.tsx";
import { toast } from "../../../../ui/toast/toast-store.ts";
import type { SectionProps } from "./form-props.ts";
import { FormSection } from "./form-section.tsx";
import { addImage, moveImage, removeImage } from "./image-list.ts";
import { ImageItem } from "./image-item.tsx";

export function ImagesSection({ values, set, errors, controlRef }: SectionProps) {
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
  const buttonId = (action: "up" | "down", index: number) => `${baseId}-${action}-${index}`;
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
      description={<Trans>The first image is the primary one: guests see it first.</Trans>}
    >
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
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {count === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-slate-700">
          <Trans>No images yet.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Villa images`} className="mt-4 space-y-3">
          {images.map((url, index) => (
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
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
    </FormSection>
  );
}
