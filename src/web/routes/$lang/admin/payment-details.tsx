// `/{lang}/admin/payment-details`: the owner's bank details (DESIGN 7.2). ADMIN only: the admin area's guard lets hosts
// in, so this route asks again and sends a host to Access Denied (the API answers 403 to a host anyway).
import { createFileRoute } from "@tanstack/react-router";
import { guardPending, requireRole } from "../../../auth/route-guard.ts";
import { PaymentSettingsPage } from "../../../features/admin/settings/payment-settings-page.tsx";

export const Route = createFileRoute("/$lang/admin/payment-details")({
  beforeLoad: requireRole("ADMIN"),
  ...guardPending,
  component: PaymentSettingsPage,
});
