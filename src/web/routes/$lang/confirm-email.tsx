// `/{lang}/confirm-email?token=…`: the page the confirmation link in a guest's mails opens.
import { createFileRoute } from "@tanstack/react-router";
import { isLanguage } from "../../../domain/languages.ts";
import { ConfirmEmailPage } from "../../features/account/confirm-email/confirm-email-page.tsx";

interface ConfirmEmailSearch {
  token?: string;
}

export const Route = createFileRoute("/$lang/confirm-email")({
  // A plain function rather than a zod schema: this part of the route is in the eagerly loaded bundle.
  validateSearch: (search: Record<string, unknown>): ConfirmEmailSearch =>
    typeof search.token === "string" && search.token !== "" ? { token: search.token } : {},
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { lang } = Route.useParams();
  const { token } = Route.useSearch();
  return <ConfirmEmailPage key={token ?? ""} language={isLanguage(lang) ? lang : "en"} token={token} />;
}
