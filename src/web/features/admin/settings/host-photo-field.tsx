// "Host's portrait" (site settings, issue 21): the owner takes or chooses one photo on the phone; it uploads with its
// progress (the villa editor's upload pieces: POST /media, the progress row, its reason and Try again on failure)
// and, once stored, becomes the field's value, shown as a preview. "Remove" goes back to the illustration the site
// ships with. The value is saved with the rest of the settings.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type Ref } from "react";
import { HOST_ILLUSTRATION } from "../../../shared/site/site-data.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { SmartImage } from "../../../ui/smart-image.tsx";
import { PhotoUploadList, UploadPhotosButton } from "../villas/edit/photo-upload-list.tsx";
import { usePhotoUploads } from "../villas/edit/use-photo-uploads.ts";

const PREVIEW = "block aspect-[4/5] w-40 rounded-xl bg-slate-100 object-cover";

export function HostPhotoField({
  value,
  onChange,
  error,
  buttonRef,
}: {
  /** The photo's address, or "" for the illustration. */
  value: string;
  onChange: (url: string) => void;
  error: string | undefined;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useLingui();
  const errorId = useId();
  const { uploads, busy, add, retry, dismiss } = usePhotoUploads((media) => onChange(media.url));
  const hasPhoto = value.trim() !== "";
  return (
    <div data-testid="host-photo-field">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        {hasPhoto ? (
          <SmartImage
            src={value.trim()}
            alt={t`Preview of the host's portrait`}
            sizes="160px"
            width={160}
            height={200}
            fallbackSrc={HOST_ILLUSTRATION}
            className={PREVIEW}
          />
        ) : (
          <img
            src={HOST_ILLUSTRATION}
            alt={t`The illustration shown until you upload a portrait`}
            width={160}
            height={200}
            className={PREVIEW}
          />
        )}
        <div className="space-y-3">
          <UploadPhotosButton
            multiple={false}
            disabled={busy}
            buttonRef={buttonRef}
            describedBy={error ? errorId : undefined}
            label={hasPhoto ? <Trans>Replace the portrait</Trans> : <Trans>Upload a portrait</Trans>}
            hint={<Trans>Take a photo or choose one. JPEG, PNG, WebP or HEIC, up to 25 MB.</Trans>}
            onChoose={(files) => {
              // One portrait: a new choice replaces the rows of earlier attempts, whose Try again would now compete
              // with it for the field's one place.
              for (const upload of uploads) dismiss(upload.key);
              add(files.slice(0, 1), 1);
            }}
          />
          {hasPhoto ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => onChange("")}
              aria-label={t`Remove the host's portrait`}
              className={buttonClass({ variant: "ghost", size: "sm", className: "ring-1 ring-slate-300" })}
            >
              <Trans>Remove</Trans>
            </button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <PhotoUploadList uploads={uploads} onRetry={(key) => retry(key, 1)} onDismiss={dismiss} />
    </div>
  );
}
