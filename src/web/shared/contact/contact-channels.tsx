// The villa's address, phone, e-mail and support hours as a list of ways to reach the owner; the contact page
// shows all of them, the practical-info call to action the phone, e-mail and hours (SPEC 2).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { whatsappHref } from "../../../domain/site-settings.ts";
import { contactDetails, VILLA_SUPPORT_HOURS, villaAddressLines } from "../../ui/contact-details.ts";
import { ContactIcon, type ContactIconName } from "./contact-icons.tsx";

export interface ContactChannelsProps {
  showAddress?: boolean;
  /** Light text for a dark panel. */
  tone?: "default" | "inverse";
  className?: string;
}

function Channel({
  icon,
  term,
  children,
  inverse,
}: {
  icon: ContactIconName;
  term: ReactNode;
  children: ReactNode;
  inverse: boolean;
}) {
  // dt and dd must be the group's direct children, so the icon sits inside the dt, pulled into the margin.
  return (
    <div className="relative min-w-0 ps-15">
      <dt className={`text-sm font-semibold tracking-wide uppercase ${inverse ? "text-sand-200" : "text-sea-900"}`}>
        <span
          className={`absolute start-0 top-0 flex size-11 items-center justify-center rounded-full ${inverse ? "bg-white/10 text-sand-200" : "bg-sea-50 text-sea-700"}`}
        >
          <ContactIcon name={icon} />
        </span>
        {term}
      </dt>
      <dd className={`mt-1 leading-relaxed break-words ${inverse ? "text-white" : "text-slate-800"}`}>{children}</dd>
    </div>
  );
}

export function ContactChannels({ showAddress = true, tone = "default", className }: ContactChannelsProps) {
  const { i18n } = useLingui();
  const inverse = tone === "inverse";
  const { phone, phoneHref, email, emailHref, whatsapp } = contactDetails();
  const link = `font-semibold underline decoration-2 underline-offset-4 ${inverse ? "text-white decoration-sand-200/60 hover:decoration-white" : "text-sea-900 decoration-sea-600/40 hover:decoration-sea-900"}`;
  return (
    <dl className={`grid gap-6 ${className ?? ""}`}>
      {showAddress ? (
        <Channel icon="pin" term={<Trans>Address</Trans>} inverse={inverse}>
          <address className="not-italic">
            {villaAddressLines(i18n).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Channel>
      ) : null}
      <Channel icon="phone" term={<Trans>Phone</Trans>} inverse={inverse}>
        <a href={phoneHref} className={link} dir="ltr">
          {phone}
        </a>
      </Channel>
      {whatsapp ? (
        <Channel icon="phone" term={<Trans>WhatsApp</Trans>} inverse={inverse}>
          <a href={whatsappHref(whatsapp)} className={link} dir="ltr" rel="noopener noreferrer">
            {whatsapp}
          </a>
        </Channel>
      ) : null}
      <Channel icon="mail" term={<Trans>E-mail</Trans>} inverse={inverse}>
        <a href={emailHref} className={link}>
          {email}
        </a>
        <span className="block text-sm">
          <Trans>We reply within 2 hours.</Trans>
        </span>
      </Channel>
      <Channel icon="clock" term={<Trans>Support hours</Trans>} inverse={inverse}>
        {i18n._(VILLA_SUPPORT_HOURS)}
      </Channel>
    </dl>
  );
}
