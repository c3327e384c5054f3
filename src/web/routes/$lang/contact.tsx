// `/{lang}/contact`: the contact page (SPEC 2). `?subject=` prefills the form's subject line (the services
// page's "Ask Questions" names the service there); anything unusable is dropped, never an error page.
import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../../features/contact/contact-page.tsx";

export interface ContactSearch {
  subject?: string;
}

export const Route = createFileRoute("/$lang/contact")({
  // A plain function rather than a zod schema: this part of the route is in the eagerly loaded bundle.
  validateSearch: (search: Record<string, unknown>): ContactSearch => {
    const subject = typeof search.subject === "string" ? search.subject.trim() : "";
    return subject === "" ? {} : { subject };
  },
  component: ContactRoute,
});

function ContactRoute() {
  const { subject } = Route.useSearch();
  return <ContactPage subject={subject} />;
}
