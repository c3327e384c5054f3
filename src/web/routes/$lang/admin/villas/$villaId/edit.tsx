// `/{lang}/admin/villas/{villaId}/edit`: the villa edit form (SPEC 2 "Admin villas", SPEC 5 "Admin villa edit").
import { createFileRoute } from "@tanstack/react-router";
import { VillaEditPage } from "../../../../../features/admin/villas/edit/villa-edit-page.tsx";

export const Route = createFileRoute("/$lang/admin/villas/$villaId/edit")({
  component: VillaEditRoute,
});

function VillaEditRoute() {
  const { villaId } = Route.useParams();
  return <VillaEditPage villaId={villaId} />;
}
