// `/{lang}/admin/villas/{villaId}/rates`: the villa's rates, seasons and stay rules (DESIGN 7.1).
import { createFileRoute } from "@tanstack/react-router";
import { VillaRatesPage } from "../../../../../features/admin/villas/rates/rates-page.tsx";

export const Route = createFileRoute("/$lang/admin/villas/$villaId/rates")({
  component: VillaRatesRoute,
});

function VillaRatesRoute() {
  const { villaId } = Route.useParams();
  return <VillaRatesPage villaId={villaId} />;
}
