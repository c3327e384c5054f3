// "Upload photos" (issue 21): a real button opening the device's file picker (on a phone: the camera or the camera
// roll), several photos at once. Each chosen photo gets a row with its own progress bar while it waits and uploads,
// and its own reason when it fails, with Try again and Dismiss.
import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, type ReactNode, type Ref } from "react";
import { ruleText } from "../../../../i18n/rule-text.ts";
import { VILLA_MESSAGES } from "../../../../../domain/schemas/villa.ts";
import { ApiRequestError } from "../../../../api/errors.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { imageTooLargeText, uploadErrorText } from "./media-api.ts";
import { uploadPercent, type PhotoUpload, type UploadProblem } from "./use-photo-uploads.ts";

/**
 * Another try can do better after no answer or a passing failure; never for a photo the server cannot take, nor at
 * once after the account's upload limit (it says how long to wait).
 */
function worthRetrying(problem: UploadProblem | undefined): boolean {
  if (problem?.kind !== "failed") return false;
  const status = problem.error instanceof ApiRequestError ? problem.error.status : 0;
  return status !== 413 && status !== 415 && status !== 429;
}

function problemText(i18n: I18n, problem: UploadProblem | undefined): string {
  if (problem?.kind === "tooMany") return ruleText(i18n, VILLA_MESSAGES.tooManyImages);
  if (problem?.kind === "tooLarge") return imageTooLargeText(i18n);
  return uploadErrorText(i18n, problem?.error);
}

export function UploadPhotosButton({
  onChoose,
  multiple = true,
  label,
  hint,
  disabled = false,
  buttonRef,
  describedBy,
}: {
  onChoose: (files: File[]) => void;
  /** Several photos at once (the villa's gallery), or one (a portrait). */
  multiple?: boolean;
  label?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** The button, for a form that moves the focus to a field's problem. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** The id of a problem shown under the button. */
  describedBy?: string;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const hintId = useId();
  return (
    <div>
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
        onClick={() => input.current?.click()}
        className={buttonClass({ className: "w-full sm:w-auto" })}
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
            d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {label ?? <Trans>Upload photos</Trans>}
      </button>
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        {hint ?? <Trans>Take a photo or choose several. JPEG, PNG, WebP or HEIC, up to 25 MB each.</Trans>}
      </p>
      {/* Opened by the button; hidden, as its own look cannot be styled or translated. */}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        tabIndex={-1}
        data-testid="photo-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same photo again (after a failure) is a change too.
          event.target.value = "";
          if (files.length > 0) onChoose(files);
        }}
      />
    </div>
  );
}

export function PhotoUploadList({
  uploads,
  onRetry,
  onDismiss,
}: {
  uploads: readonly PhotoUpload[];
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  const { t, i18n } = useLingui();
  if (uploads.length === 0) return null;
  return (
    <ul aria-label={t`Photo uploads`} className="mt-4 space-y-2">
      {uploads.map((upload) => {
        const name = upload.file.name;
        const percent = uploadPercent(upload);
        const failed = upload.state === "failed";
        return (
          <li
            key={upload.key}
            data-state={upload.state}
            className={`rounded-xl border p-3 ${failed ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}
          >
            <p className="text-sm font-medium break-all text-slate-900">{name}</p>
            {failed ? (
              <>
                <p role="alert" className="mt-1 text-sm font-medium text-red-800">
                  {problemText(i18n, upload.problem)}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {worthRetrying(upload.problem) ? (
                    <button
                      type="button"
                      onClick={() => onRetry(upload.key)}
                      className={buttonClass({ variant: "secondary", size: "sm" })}
                    >
                      <Trans>Try again</Trans>
                      <span className="sr-only"> {name}</span>
                    </button>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => onDismiss(upload.key)}
                    className={buttonClass({ variant: "ghost", size: "sm", className: "ring-1 ring-slate-300" })}
                  >
                    <Trans>Dismiss</Trans>
                    <span className="sr-only"> {name}</span>
                  </button>
                </div>
              </>
            ) : (
              <>
                <div
                  role="progressbar"
                  aria-label={t`Uploading ${name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={upload.state === "waiting" ? t`Waiting` : `${percent}%`}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full rounded-full bg-sea-700 transition-[width] motion-reduce:transition-none"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <p aria-hidden="true" className="mt-1 text-sm text-slate-700">
                  {upload.state === "waiting" ? <Trans>Waiting</Trans> : `${percent}%`}
                </p>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
