// What My Bookings shows of the guest: "Loading..." while a stored session is checked, then the bookings or, signed
// out, the Please Sign In panel. It brings the data layer (the session, the saved list, the outbox: WithDataLayer), so
// the page's island loads it once the page responds (my-bookings-island.tsx); inside the app it uses the app's.
import { useLingui } from "@lingui/react/macro";
import { AuthLoading } from "../../auth/auth-loading.tsx";
import { SignInPrompt } from "../../auth/sign-in-prompt.tsx";
import { useAuth } from "../../auth/use-auth.ts";
import { WithDataLayer } from "../../islands/with-data-layer.tsx";
import { MyBookingsList, type MyBookingsListProps } from "./my-bookings-list.tsx";

function GuestsBookings({ language, search, onSearchChange }: MyBookingsListProps) {
  const { t } = useLingui();
  const { isAuthenticated, isChecking } = useAuth();
  // While the start-up check of a stored session runs, neither the list nor "Please Sign In" may be true yet.
  if (isChecking) return <AuthLoading />;
  if (!isAuthenticated)
    return <SignInPrompt language={language} text={t`You need to be signed in to view your bookings.`} />;
  return <MyBookingsList language={language} search={search} onSearchChange={onSearchChange} />;
}

export function GuestsBookingsWithData(props: MyBookingsListProps) {
  return (
    <WithDataLayer>
      <GuestsBookings {...props} />
    </WithDataLayer>
  );
}
