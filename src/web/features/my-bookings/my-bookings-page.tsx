// `/{lang}/my-bookings` (SPEC 2 "My Bookings"): signed out, the Please Sign In panel; signed in, the guest's
// bookings with the status filter, a table on large screens and cards on small ones, details and cancel
// dialogs, and paging. Filter and page live in the URL (search-params.ts). Around the guest's part the page is the
// same for everyone, so the build prerenders it in each language; the guest's part is a data island
// (my-bookings-island.tsx), which inside the app is simply its component.
import { useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { isLanguage } from "../../../domain/languages.ts";
import { Island } from "../../islands/island.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { myBookingsIsland } from "./my-bookings-island.tsx";

export function MyBookingsPage() {
  const { t } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const language = isLanguage(lang) ? lang : "en";
  return (
    <>
      <PageMeta title={t`My Bookings`} description={t`Your booking requests and stays at Red Sea Villa.`} noindex />
      <Island of={myBookingsIsland} props={{ language }} hydrate="load" />
    </>
  );
}
