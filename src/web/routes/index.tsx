// `/`: sends the visitor to their language's home page (SPEC 2 root redirect).
import { createFileRoute, redirect } from "@tanstack/react-router";
import { startLanguage } from "../i18n/preferred-language.ts";

export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ to: "/$lang", params: { lang: startLanguage() }, replace: true });
  },
});
