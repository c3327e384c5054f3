// `/{lang}/admin/villas/{villaId}/texts`: the villa's texts in the four languages and its guests' stay details.
import { createFileRoute } from "@tanstack/react-router";
import { VillaTextsPage } from "../../../../../features/admin/villas/texts/villa-texts-page.tsx";

export const Route = createFileRoute("/$lang/admin/villas/$villaId/texts")({
  component: VillaTextsRoute,
});

function VillaTextsRoute() {
  const { villaId } = Route.useParams();
  return <VillaTextsPage villaId={villaId} />;
}
