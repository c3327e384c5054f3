// `/{lang}/services/{id}`: one service of the catalogue; an unknown id is the Not Found page.
import { createFileRoute, notFound } from "@tanstack/react-router";
import { ServiceDetailPage } from "../../../features/services/service-detail-page.tsx";

export const Route = createFileRoute("/$lang/services/$serviceId")({
  loader: async ({ params }) => {
    // Imported here rather than at the top so the catalogue stays out of the first-load bundle.
    const { findService } = await import("../../../shared/services/catalogue.ts");
    const service = findService(params.serviceId);
    if (!service) throw notFound();
    return { serviceId: service.id };
  },
  component: ServiceDetailPage,
});
