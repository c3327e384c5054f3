// `/{lang}/404`: the Not Found page at its own address (SPEC 2); unknown paths show it through the router.
import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "../../features/errors/not-found-page.tsx";

export const Route = createFileRoute("/$lang/404")({
  component: NotFoundPage,
});
