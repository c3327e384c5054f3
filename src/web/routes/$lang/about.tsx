// `/{lang}/about`: About (SPEC 2).
import { createFileRoute } from "@tanstack/react-router";
import { AboutPage } from "../../features/about/about-page.tsx";

export const Route = createFileRoute("/$lang/about")({
  component: function AboutRoute() {
    const { language } = Route.useRouteContext();
    return <AboutPage language={language} />;
  },
});
