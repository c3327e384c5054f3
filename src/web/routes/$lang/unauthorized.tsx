// `/{lang}/unauthorized`: Access Denied (SPEC 2).
import { createFileRoute } from "@tanstack/react-router";
import { UnauthorizedPage } from "../../features/errors/unauthorized-page.tsx";

export const Route = createFileRoute("/$lang/unauthorized")({
  component: UnauthorizedPage,
});
