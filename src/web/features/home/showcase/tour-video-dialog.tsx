// The villa tour overlay (SPEC 2): plays the tour film the owner set in the site settings, when it is a video file.
import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../../ui/dialog.tsx";

export function TourVideoDialog({ open, onClose, url }: { open: boolean; onClose: () => void; url: string }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Villa Tour Video`} size="lg">
      {/* Loaded only once opened: the home page's first visit downloads no film. */}
      {open ? (
        <video controls preload="metadata" src={url} className="aspect-video w-full rounded-xl bg-slate-900">
          <a href={url}>{t`Open the villa tour video`}</a>
        </video>
      ) : null}
    </Dialog>
  );
}
