// `/{lang}/admin/...`: the back office (SPEC 2 "Admin layout", DESIGN 4 roles). Hosts and admins only: a host
// sees it scoped to their own villas, a guest is sent to Access Denied, a signed-out visitor to sign in and back.
import { createFileRoute } from "@tanstack/react-router";
import { guardPending, requireRole } from "../../../auth/route-guard.ts";
import { AdminLayout } from "../../../features/admin/layout/admin-layout.tsx";

export const Route = createFileRoute("/$lang/admin")({
  beforeLoad: requireRole("HOST"),
  ...guardPending,
  component: AdminLayout,
});
