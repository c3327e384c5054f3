// The detail modal of the services page (SPEC 2): description, highlights, inclusions, difficulty and the two
// calls to action, in the shared accessible dialog.
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Dialog } from "../../ui/dialog.tsx";
import type { Service } from "../../shared/services/catalogue.ts";
import { ServiceActions } from "./service-actions.tsx";
import { ServiceBadge } from "../../shared/services/service-badge.tsx";
import { ServiceFacts } from "./service-facts.tsx";
import { ServiceList } from "./service-list.tsx";

export interface ServiceDetailDialogProps {
  /** The service shown, or null when the dialog is closed. */
  service: Service | null;
  lang: string;
  onClose: () => void;
}

export function ServiceDetailDialog({ service, lang, onClose }: ServiceDetailDialogProps) {
  const { t, i18n } = useLingui();
  const descriptionId = useId();
  return (
    <Dialog
      open={service !== null}
      onClose={onClose}
      title={service ? i18n._(service.title) : ""}
      describedBy={descriptionId}
      size="lg"
    >
      {service ? (
        <div className="space-y-6">
          <ServiceBadge service={service} />
          <p id={descriptionId} className="text-lg leading-relaxed text-slate-700">
            {i18n._(service.description)}
          </p>
          <ServiceFacts service={service} />
          <div className="grid gap-6 md:grid-cols-2">
            <ServiceList heading={t`Highlights`} headingLevel={3} items={service.highlights} />
            <ServiceList heading={t`What's included`} headingLevel={3} items={service.included} />
          </div>
          <ServiceActions service={service} lang={lang} />
        </div>
      ) : null}
    </Dialog>
  );
}
