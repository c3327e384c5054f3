// `/{lang}/admin/settings`: the site settings (DESIGN 7.3). ADMIN only: the admin area's guard lets hosts in, so this
// route asks again and sends a host to Access Denied (PUT /settings/site answers 403 to a host anyway).
import { createFileRoute } from "@tanstack/react-router";
import { guardPending, requireRole } from "../../../auth/route-guard.ts";
import { SiteSettingsPage } from "../../../features/admin/settings/site-settings-page.tsx";

export const Route = createFileRoute("/$lang/admin/settings")({
  beforeLoad: requireRole("ADMIN"),
  ...guardPending,
  component: SiteSettingsPage,
});
