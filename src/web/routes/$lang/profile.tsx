// `/{lang}/profile`: the signed-in user's profile (SPEC 2). `?tab=edit|password|settings` opens that tab;
// anything else opens Overview, never an error page.
import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "../../features/profile/profile-page.tsx";
import {
  DEFAULT_PROFILE_TAB,
  parseProfileTab,
  profileTabSearch,
  type ProfileTab,
} from "../../features/profile/profile-tabs.ts";

export interface ProfileSearch {
  tab?: ProfileTab;
}

export const Route = createFileRoute("/$lang/profile")({
  // A plain function rather than a zod schema: this part of the route is in the eagerly loaded bundle.
  validateSearch: (search: Record<string, unknown>): ProfileSearch => {
    const tab = parseProfileTab(search.tab);
    return tab === undefined ? {} : profileTabSearch(tab);
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProfilePage
      tab={tab ?? DEFAULT_PROFILE_TAB}
      // Switching tabs replaces the history entry: Back leaves the profile instead of stepping through tabs.
      onTabChange={(next) => void navigate({ search: profileTabSearch(next), replace: true })}
    />
  );
}
