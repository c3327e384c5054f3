// `/{lang}/privacy`: the privacy policy (SPEC 2 legal pages, linked in the footer).
import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPolicyPage } from "../../features/legal/privacy-policy-page.tsx";

export const Route = createFileRoute("/$lang/privacy")({
  component: PrivacyPolicyPage,
});
