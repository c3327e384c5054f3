// The villa tour overlay (SPEC 2): the film is not made yet, so the overlay says so and closes.
import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog } from "../../../ui/dialog.tsx";
import { Icon } from "../../../ui/icons.tsx";

export function TourVideoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Villa Tour Video`} size="sm">
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-sea-50 text-sea-700">
          <Icon name="play" className="size-8" />
        </span>
        <p className="text-2xl font-semibold text-sea-900">
          <Trans>Coming Soon</Trans>
        </p>
        <p className="text-slate-700">
          <Trans>We are filming a walk through the villa. Until then, the gallery shows every corner.</Trans>
        </p>
      </div>
    </Dialog>
  );
}
