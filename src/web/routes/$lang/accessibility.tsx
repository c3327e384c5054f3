// `/{lang}/accessibility`: the accessibility statement (SPEC 2 legal pages, linked in the footer).
import { createFileRoute } from "@tanstack/react-router";
import { AccessibilityStatementPage } from "../../features/legal/accessibility-statement-page.tsx";

export const Route = createFileRoute("/$lang/accessibility")({
  component: AccessibilityStatementPage,
});
