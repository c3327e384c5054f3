// `/{lang}/my-bookings` (SPEC 2 "My Bookings"): signed out, the Please Sign In panel; signed in, the guest's
// bookings with the status filter, a table on large screens and cards on small ones, details and cancel
// dialogs, and paging. Filter and page live in the URL; the route reads them (search-params.ts).
import { useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { isLanguage } from "../../../domain/languages.ts";
import { AuthLoading } from "../../auth/auth-loading.tsx";
import { useAuth } from "../../auth/use-auth.ts";
import { PageMeta } from "../../ui/page-meta.tsx";
import { SignInPrompt } from "../../auth/sign-in-prompt.tsx";
import { MyBookingsList } from "./my-bookings-list.tsx";
import type { MyBookingsSearch } from "./search-params.ts";

export interface MyBookingsPageProps {
  search: MyBookingsSearch;
  onSearchChange: (next: MyBookingsSearch, options?: { replace?: boolean }) => void;
}

export function MyBookingsPage({ search, onSearchChange }: MyBookingsPageProps) {
  const { t } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const language = isLanguage(lang) ? lang : "en";
  const { isAuthenticated, isChecking } = useAuth();
  return (
    <>
      <PageMeta title={t`My Bookings`} description={t`Your booking requests and stays at Red Sea Villa.`} noindex />
      {/* While the start-up check of a stored session runs, neither the list nor "Please Sign In" may be true yet. */}
      {isChecking ? (
        <AuthLoading />
      ) : isAuthenticated ? (
        <MyBookingsList language={language} search={search} onSearchChange={onSearchChange} />
      ) : (
        <SignInPrompt language={language} text={t`You need to be signed in to view your bookings.`} />
      )}
    </>
  );
}
