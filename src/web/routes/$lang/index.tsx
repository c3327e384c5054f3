// `/{lang}`: the home page.
import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../../features/home/home-page.tsx";

export const Route = createFileRoute("/$lang/")({
  component: HomePage,
});
