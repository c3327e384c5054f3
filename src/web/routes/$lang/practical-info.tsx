// `/{lang}/practical-info`: practical information (SPEC 2). `?tab=` selects a category, so each one can be
// linked to; the page reads and writes it itself (practical-categories.tsx), an unknown value meaning the first.
import { createFileRoute } from "@tanstack/react-router";
import { PracticalInfoPage } from "../../features/practical-info/practical-info-page.tsx";

export const Route = createFileRoute("/$lang/practical-info")({
  component: PracticalInfoRoute,
});

function PracticalInfoRoute() {
  const { lang } = Route.useParams();
  return <PracticalInfoPage lang={lang} />;
}
