// The top of the profile page (SPEC 2): who this is (initial, full name, e-mail) and their role.
import type { Profile } from "./profile-query.ts";
import { RoleBadge } from "../../ui/role-badge.tsx";

export function ProfileHeader({ profile }: { profile: Profile }) {
  return (
    <header className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-start">
      <span
        aria-hidden="true"
        className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-sea-700 font-serif text-3xl font-semibold text-white"
      >
        {profile.fullName.trim().charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="font-serif text-3xl font-semibold break-words text-sea-900">{profile.fullName}</h1>
        <p className="mt-1 break-all text-slate-700">{profile.email}</p>
      </div>
      <RoleBadge role={profile.role} />
    </header>
  );
}
