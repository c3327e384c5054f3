// Everything about one account (SPEC 2 "Admin users": a view-details modal with Joined and Last Updated): who
// it is, how to reach them, role and active state, and when the account was made and last changed, written
// in the page's language.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { User } from "../../../../domain/schemas/user.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { Dialog } from "../../../ui/dialog.tsx";
import { RoleBadge } from "../../../ui/role-badge.tsx";
import { formatMoment } from "./user-facts.ts";
import { UserDateOfBirth, UserPhone } from "./user-fields.tsx";
import { UserStatusBadge } from "./user-status-badge.tsx";

interface UserDetailsDialogProps {
  user: User | null;
  onClose: () => void;
}

export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  return (
    <Dialog open={user !== null} onClose={onClose} title={user?.fullName ?? ""}>
      {user ? <UserDetails user={user} onClose={onClose} /> : null}
    </Dialog>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function UserDetails({ user, onClose }: { user: User; onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-5">
      <dl className="grid gap-3">
        <Fact label={<Trans>Full name</Trans>}>{user.fullName}</Fact>
        <Fact label={<Trans>Email</Trans>}>
          <a
            href={`mailto:${user.email}`}
            className="break-all text-sea-900 underline underline-offset-2 hover:text-sea-700"
          >
            {user.email}
          </a>
        </Fact>
        <Fact label={<Trans>Phone</Trans>}>
          <UserPhone phone={user.phone} />
        </Fact>
        <Fact label={<Trans>Date of Birth</Trans>}>
          <UserDateOfBirth dateOfBirth={user.dateOfBirth} style="long" />
        </Fact>
        <Fact label={<Trans>Role</Trans>}>
          <RoleBadge role={user.role} />
        </Fact>
        <Fact label={<Trans>Status</Trans>}>
          <UserStatusBadge isActive={user.isActive} />
        </Fact>
        <Fact label={<Trans>Joined</Trans>}>
          <time dateTime={user.createdAt}>{formatMoment(i18n, user.createdAt)}</time>
        </Fact>
        <Fact label={<Trans>Last Updated</Trans>}>
          <time dateTime={user.updatedAt}>{formatMoment(i18n, user.updatedAt)}</time>
        </Fact>
        <Fact label={<Trans>User ID</Trans>}>
          <span className="font-mono text-sm break-all">{user.id}</span>
        </Fact>
      </dl>
      <div className="flex justify-end border-t border-slate-200 pt-5">
        <button type="button" onClick={onClose} className={buttonClass({ size: "sm", className: "w-full sm:w-auto" })}>
          <Trans>Close</Trans>
        </button>
      </div>
    </div>
  );
}
