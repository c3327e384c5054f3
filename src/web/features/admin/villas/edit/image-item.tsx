// One picture of the edit form: its place (the first is the cover), its address, a preview that is shown on
// request (a failing one is hidden and reported), move up / down, make cover and remove — each a 44 px button whose
// name says which picture it acts on. An uploaded photo shows a small copy of itself instead of its address and
// preview, and its description in the four languages.
import { Trans, useLingui } from "@lingui/react/macro";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { MediaPictureSources } from "../../../../ui/media-picture-sources.tsx";
import { mediaSources } from "../../../../ui/media-sources.ts";
import { MediaAltFields, type MediaAltFieldsProps } from "./media-alt-fields.tsx";

export interface ImageItemProps {
  url: string;
  index: number;
  count: number;
  /** Ids of this item's buttons, so the focus can follow a moved picture. */
  buttonId: (action: "up" | "down" | "cover", index: number) => string;
  previewShown: boolean;
  previewFailed: boolean;
  onTogglePreview: () => void;
  onPreviewError: () => void;
  onMove: (offset: -1 | 1) => void;
  onMakeCover: () => void;
  onRemove: () => void;
  /** For an uploaded photo: its description editor. */
  description?: Omit<MediaAltFieldsProps, "position">;
}

const ICON_BUTTON =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 hover:bg-sea-50 disabled:cursor-not-allowed disabled:opacity-40";

export function ImageItem(props: ImageItemProps) {
  const { url, index, count, buttonId, previewShown, previewFailed } = props;
  const { t } = useLingui();
  const position = index + 1;
  const previewId = `${buttonId("up", index)}-preview`;
  const media = mediaSources(url);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-900">
          {position}
        </span>
        <div className="min-w-0 flex-1">
          {index === 0 ? (
            <span className="mb-1 inline-flex rounded-full bg-sea-700 px-2 py-0.5 text-xs font-semibold text-white">
              <Trans>Cover</Trans>
            </span>
          ) : null}
          {media ? (
            <picture>
              <MediaPictureSources picture={media} sizes="160px" />
              <img
                src={media.src}
                srcSet={media.srcSet}
                sizes="160px"
                alt={t`Preview of image ${position}`}
                width={160}
                height={120}
                loading="lazy"
                className="block h-30 w-40 rounded-lg bg-slate-100 object-cover"
              />
            </picture>
          ) : (
            <p className="text-sm break-all text-slate-800">{url}</p>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {media ? null : (
          <button
            type="button"
            aria-expanded={previewShown}
            aria-controls={previewShown ? previewId : undefined}
            onClick={props.onTogglePreview}
            className={buttonClass({ variant: "ghost", size: "sm", className: "ring-1 ring-slate-300" })}
          >
            {previewShown ? <Trans>Hide preview</Trans> : <Trans>Show preview</Trans>}
            <span className="sr-only"> {t`of image ${position}`}</span>
          </button>
        )}
        {index > 0 ? (
          <button
            id={buttonId("cover", index)}
            type="button"
            onClick={props.onMakeCover}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            <Trans>Make cover</Trans>
            <span className="sr-only"> {t`(image ${position})`}</span>
          </button>
        ) : null}
        <span className="ms-auto flex gap-2">
          <button
            id={buttonId("up", index)}
            type="button"
            aria-label={t`Move image ${position} up`}
            disabled={index === 0}
            onClick={() => props.onMove(-1)}
            className={ICON_BUTTON}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12 19V5M6 11l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button
            id={buttonId("down", index)}
            type="button"
            aria-label={t`Move image ${position} down`}
            disabled={index === count - 1}
            onClick={() => props.onMove(1)}
            className={ICON_BUTTON}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12 5v14M6 13l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button
            type="button"
            aria-label={t`Remove image ${position}`}
            onClick={props.onRemove}
            className={`${ICON_BUTTON} text-red-800 hover:bg-red-50`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path
                d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </span>
      </div>
      {props.description ? <MediaAltFields position={position} {...props.description} /> : null}
      {previewShown && !media ? (
        <div id={previewId} className="mt-3">
          {previewFailed ? (
            <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
              <Trans>This image could not be loaded, so it is not shown.</Trans>
            </p>
          ) : (
            <img
              src={url}
              alt={t`Preview of image ${position}`}
              loading="lazy"
              onError={props.onPreviewError}
              className="max-h-64 w-full rounded-lg bg-slate-100 object-cover"
            />
          )}
        </div>
      ) : null}
    </li>
  );
}
