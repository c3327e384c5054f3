// `/{lang}/terms`: the terms of booking (SPEC 2 legal pages, linked in the footer).
import { createFileRoute } from "@tanstack/react-router";
import { TermsOfBookingPage } from "../../features/legal/terms-of-booking-page.tsx";

export const Route = createFileRoute("/$lang/terms")({
  component: TermsOfBookingPage,
});
