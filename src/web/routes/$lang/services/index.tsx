// `/{lang}/services`: the services catalogue (SPEC 2 Services).
import { createFileRoute } from "@tanstack/react-router";
import { ServicesPage } from "../../../features/services/services-page.tsx";

export const Route = createFileRoute("/$lang/services/")({
  component: ServicesPage,
});
