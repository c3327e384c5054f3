// `/{lang}/profile` (SPEC 2 "Profile"): a signed-out visitor is asked to sign in; a signed-in user sees the
// header and four tabs, the chosen one kept in the address so a reload or a shared link opens it again.
import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { isLanguage, type Language } from "../../../domain/languages.ts";
import { apiErrorText } from "../../api/error-text.ts";
import { AuthLoading } from "../../auth/auth-loading.tsx";
import { useAuth } from "../../auth/use-auth.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { PageMeta } from "../../ui/page-meta.tsx";
import { Tabs, type TabItem } from "../../ui/tabs.tsx";
import { SignInPrompt } from "../../auth/sign-in-prompt.tsx";
import { AccountSettings } from "./account-settings.tsx";
import { PasswordChangeForm } from "./password-change-form.tsx";
import { ProfileEditForm } from "./profile-edit-form.tsx";
import { ProfileHeader } from "./profile-header.tsx";
import { ProfileOverview } from "./profile-overview.tsx";
import { useProfile, type Profile } from "./profile-query.ts";
import type { ProfileTab } from "./profile-tabs.ts";
import { OfflineDataNote } from "../../offline/offline-data-note.tsx";
import { isWaitingForNetwork, OfflineUnavailable } from "../../offline/offline-unavailable.tsx";

export interface ProfilePageProps {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-4xl px-4 py-10 md:px-6 md:py-14">{children}</div>;
}

function Loading() {
  return (
    <Shell>
      <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-700">
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-2 border-sea-700 border-t-transparent"
        />
        <Trans>Loading your profile...</Trans>
      </div>
    </Shell>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Shell>
      <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-center">
        <h1 className="font-serif text-2xl font-semibold text-red-900">
          <Trans>Failed to get profile</Trans>
        </h1>
        <p className="mt-2 text-red-950">{apiErrorText(i18n, error)}</p>
        <button type="button" onClick={onRetry} className={buttonClass({ className: "mt-4" })}>
          <Trans>Try Again</Trans>
        </button>
      </div>
    </Shell>
  );
}

function LoadedProfile({
  profile,
  updatedAt,
  language,
  tab,
  onTabChange,
}: ProfilePageProps & { profile: Profile; updatedAt: number; language: Language }) {
  const { t } = useLingui();
  const items: TabItem<ProfileTab>[] = [
    {
      id: "overview",
      label: t`Overview`,
      panel: <ProfileOverview profile={profile} onEdit={() => onTabChange("edit")} />,
    },
    // Keyed by the saved version, so the form starts again from what the server holds after a save elsewhere.
    { id: "edit", label: t`Edit Profile`, panel: <ProfileEditForm key={profile.updatedAt} profile={profile} /> },
    { id: "password", label: t`Change Password`, panel: <PasswordChangeForm /> },
    { id: "settings", label: t`Account Settings`, panel: <AccountSettings language={language} /> },
  ];
  return (
    <Shell>
      <OfflineDataNote updatedAt={updatedAt} className="mb-4" />
      <ProfileHeader profile={profile} />
      <Tabs
        label={t`Profile sections`}
        items={items}
        value={tab}
        onChange={onTabChange}
        className="mt-8"
        listClassName="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:mx-0 md:flex-wrap md:px-0"
      />
    </Shell>
  );
}

export function ProfilePage({ tab, onTabChange }: ProfilePageProps) {
  const { t } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const language: Language = isLanguage(lang) ? lang : "en";
  const { isAuthenticated, isChecking } = useAuth();
  const profile = useProfile(isAuthenticated);

  let body: ReactNode;
  // The stored session is being confirmed with the server: neither "Please Sign In" nor someone's data yet.
  if (isChecking) body = <AuthLoading />;
  else if (!isAuthenticated)
    body = <SignInPrompt language={language} text={t`You need to be signed in to view your profile.`} />;
  else if (profile.data)
    body = (
      <LoadedProfile
        profile={profile.data}
        updatedAt={profile.dataUpdatedAt}
        language={language}
        tab={tab}
        onTabChange={onTabChange}
      />
    );
  else if (profile.isError) body = <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  else if (isWaitingForNetwork(profile)) {
    body = (
      <Shell>
        <OfflineUnavailable headingLevel={1} />
      </Shell>
    );
  } else body = <Loading />;

  return (
    <>
      <PageMeta
        title={t`My profile`}
        description={t`Your Red Sea Villa account: personal details, password and settings.`}
        noindex
      />
      {body}
    </>
  );
}
