// `/{lang}/admin` (exact): the dashboard (SPEC 2). Hosts and admins, by the guard of the admin route.
import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../../features/admin/dashboard/dashboard-page.tsx";

export const Route = createFileRoute("/$lang/admin/")({
  component: DashboardPage,
});
