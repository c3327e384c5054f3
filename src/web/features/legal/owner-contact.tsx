// The owner's postal address, e-mail and phone as the legal texts give them, read from the site's one source.
import { Trans, useLingui } from "@lingui/react/macro";
import { contactDetails, villaAddressLines } from "../../ui/contact-details.ts";

export function OwnerContact() {
  const { i18n } = useLingui();
  // Short placeholder names keep the messages readable for translators: "E-mail: <0>{email}</0>".
  const details = contactDetails();
  const { email, phone } = details;
  return (
    <address>
      <Trans>The owner of Red Sea Villa</Trans>
      {villaAddressLines(i18n).map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      <Trans>
        E-mail: <a href={details.emailHref}>{email}</a>
      </Trans>
      <br />
      <Trans>
        Phone: <a href={details.phoneHref}>{phone}</a>
      </Trans>
    </address>
  );
}

/** The owner's e-mail address as a link, for sentences that say "write to us at …". */
export function OwnerEmailLink() {
  const { email, emailHref } = contactDetails();
  return <a href={emailHref}>{email}</a>;
}
