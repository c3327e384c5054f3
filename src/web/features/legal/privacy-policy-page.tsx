// Privacy policy (SPEC 2 legal pages): the GDPR information of Art. 13 for guests and visitors from the EU,
// matching what the app really stores (SPEC 1: no disclosure to third parties; SPEC 9 stored keys).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { LAST_UPDATED } from "./last-updated.ts";
import { OSM_PRIVACY_POLICY_URL } from "./third-parties.ts";
import { LegalPage, type LegalSection } from "./legal-page.tsx";
import { OwnerContact, OwnerEmailLink } from "./owner-contact.tsx";

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  const { lang } = useParams({ from: "/$lang" });

  const sections: LegalSection[] = [
    {
      id: "controller",
      title: t`Who is responsible for your data`,
      content: (
        <>
          <p>
            <Trans>
              The controller of your personal data is the owner of Red Sea Villa, a privately owned holiday villa (“we”,
              “us”):
            </Trans>
          </p>
          <OwnerContact />
          <p>
            <Trans>
              For any question about your data, or to exercise your rights, write to <OwnerEmailLink />. We have not
              appointed a data protection officer, as the law does not require one for a single holiday home: the owner
              answers personally.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "data-we-process",
      title: t`What data we process and why`,
      content: (
        <>
          <h3>
            <Trans>Your account</Trans>
          </h3>
          <ul>
            <li>
              <Trans>
                <strong>Full name and e-mail address</strong>, to create your account, sign you in and contact you about
                your bookings.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Password</strong>, which we never store as such: we keep only a one-way hash (Argon2id) to check
                it when you sign in.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Phone number and date of birth</strong>, if you add them to your profile.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Preferred language</strong>, so that we reply in your language.
              </Trans>
            </li>
          </ul>

          <h3>
            <Trans>Booking requests and bookings</Trans>
          </h3>
          <ul>
            <li>
              <Trans>
                <strong>Dates of arrival and departure, number of guests and the price quoted</strong>, to check
                availability, answer your request and manage your booking.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Phone number</strong>, to reach you quickly about your request and your arrival.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Date of birth</strong>, to check that the main guest is at least 18 years old, as our terms of
                booking require.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Payment method and payment status</strong> (bank transfer or payment on arrival), to collect the
                deposit and the balance. This website never asks for card details.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Your notes</strong> (up to 500 characters), to prepare your stay as you wish. Please do not
                include health or other sensitive information unless your stay requires it.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>The history of the booking</strong>: when it was requested, confirmed, paid, completed or
                cancelled, and any reason given for a rejection or a cancellation.
              </Trans>
            </li>
          </ul>

          <h3>
            <Trans>During your stay</Trans>
          </h3>
          <ul>
            <li>
              <Trans>
                <strong>Identity document details of each guest</strong> (name, nationality, passport or ID number),
                which Egyptian rules require us to register with the authorities on arrival. We see them at check-in;
                this website does not collect them.
              </Trans>
            </li>
          </ul>

          <h3>
            <Trans>Messages and questions</Trans>
          </h3>
          <ul>
            <li>
              <Trans>
                <strong>Contact form</strong>: your name, e-mail address, an optional subject and your message, to
                answer you.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Question form on the Practical info page</strong>: your name, e-mail address, how you heard
                about us, your question, and the time you accepted this policy, to answer you and to learn which
                channels bring us guests.
              </Trans>
            </li>
          </ul>

          <h3>
            <Trans>Technical data</Trans>
          </h3>
          <ul>
            <li>
              <Trans>
                <strong>Server logs</strong>: for each request to our server, the time, the address requested, the
                result and your IP address, to keep the service secure, find faults and stop abuse.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Rate limits</strong>: your IP address is counted for a few minutes to slow down repeated sign-in
                attempts and form submissions.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Map images</strong>: the maps on the Contact and booking pages load their images from the tile
                servers of the OpenStreetMap Foundation. Your browser requests them directly, so the Foundation receives
                your IP address and the area shown, under its own <a href={OSM_PRIVACY_POLICY_URL}>privacy policy</a>;
                we send it nothing else.
              </Trans>
            </li>
          </ul>

          <h3>
            <Trans>Data stored in your browser</Trans>
          </h3>
          <ul>
            <li>
              <Trans>
                Your language preference, your sign-in tokens and a copy of your profile while you are signed in, the
                draft of your booking form, and copies of pages, images, map tiles and your bookings so that the site
                also works offline. This data stays on your device; our{" "}
                <Link to="/$lang/cookies" params={{ lang }}>
                  cookie policy
                </Link>{" "}
                lists it and explains how to delete it.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "legal-bases",
      title: t`Legal bases`,
      content: (
        <>
          <p>
            <Trans>We process your data only on the following legal bases of Art. 6(1) GDPR:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Contract and steps before a contract (point b)</strong>: your account, booking requests and
                bookings, payments, and everything needed to host your stay.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Legal obligations (point c)</strong>: keeping accounting and tax records and registering guests
                with the Egyptian authorities. Where such a duty arises under Egyptian rather than EU law, we also rely
                on our legitimate interest in complying with the law of the country where the villa stands (point f).
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Legitimate interests (point f)</strong>: server logs and rate limits that keep the website
                secure and working, answering messages sent through the contact form, and establishing or defending
                legal claims.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Consent (point a)</strong>: the question form on the Practical info page, which you send only
                after ticking its privacy checkbox. You can withdraw your consent at any time with effect for the
                future; this does not affect what we did before.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              You do not have to give us your data, but without the details marked as required we cannot create an
              account, answer a request or confirm a booking. We make no decisions by automated means and do no
              profiling: the owner decides every booking request personally.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: t`How long we keep your data`,
      content: (
        <ul>
          <li>
            <Trans>
              <strong>Account</strong>: as long as it is active. After deactivation, until three years after your last
              stay or request, the usual period for claims about a stay, unless you ask us to erase it sooner.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Requests that did not become bookings</strong> (rejected, or withdrawn before confirmation): 12
              months after the requested arrival date.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Bookings and payment records</strong>: as long as Egyptian accounting and tax rules require,
              generally five years after the end of the year of your stay.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Identity document details</strong>: only as long as the registration rules require.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Messages and questions</strong>: 12 months after our last reply, unless they lead to a booking, in
              which case they are kept with it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Server logs</strong>: 30 days. <strong>Rate-limit counters</strong>: a few minutes.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Data in your browser</strong>: until you sign out or delete it; sign-in tokens expire after 30
              days without use.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: "recipients",
      title: t`Who receives your data`,
      content: (
        <>
          <p>
            <Trans>
              We do not sell your personal data, rent it out or disclose it to third parties for their own purposes.
              Within the villa, only the owner and the staff who prepare your stay see it, each only what their task
              requires.
            </Trans>
          </p>
          <p>
            <Trans>We pass personal data on only to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Service providers who process it on our behalf</strong> (processors under Art. 28 GDPR): the
                company that hosts our website and database, and our e-mail provider. They act only on our instructions
                and under a written data processing agreement.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Authorities</strong>, where the law requires it, such as the registration of guests in Egypt or
                a tax inspection.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              When you pay by bank transfer, your bank and ours process the payment details under their own
              responsibility.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "international-transfers",
      title: t`Data outside the European Union`,
      content: (
        <>
          <p>
            <Trans>
              The villa, its owner and its staff are in Egypt, so your data is processed there. The European Commission
              has not adopted an adequacy decision for Egypt, which means that Egyptian law is not recognised as giving
              a level of protection equivalent to the GDPR. The GDPR nevertheless applies in full to everything we do
              with your data.
            </Trans>
          </p>
          <p>
            <Trans>
              Sending your data to Egypt is necessary to answer your request and to perform the booking contract you ask
              us to enter into, so the transfer rests on Art. 49(1)(b) GDPR. We transfer nothing beyond what that
              purpose requires and protect it as described under “Security”. If we use a service provider in another
              country without an adequacy decision, we sign the European Commission’s standard contractual clauses with
              it (Art. 46(2)(c) GDPR); you can ask us for a copy.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: t`Your rights`,
      content: (
        <>
          <p>
            <Trans>Under the GDPR you have the right to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>access</strong> your data and receive a copy of it (Art. 15);
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>rectification</strong> of inaccurate or incomplete data (Art. 16); you can correct most account
                details yourself on your profile page;
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>erasure</strong> of your data (Art. 17), unless we must keep it, for example as booking and tax
                records;
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>restriction</strong> of processing, for example while we check a correction you asked for (Art.
                18);
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>data portability</strong>: the data you gave us for your account and bookings, in a structured,
                commonly used, machine-readable format, for you or another controller (Art. 20);
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>object</strong> at any time, on grounds relating to your particular situation, to processing
                based on our legitimate interests (Art. 21);
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>withdraw your consent</strong> at any time, with effect for the future (Art. 7(3));
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>lodge a complaint</strong> with a data protection supervisory authority, in particular in the EU
                country where you live or work or where you believe the infringement took place (Art. 77).
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              To exercise these rights, write to <OwnerEmailLink />. Doing so is free of charge. We answer within one
              month; for a complex request we may take two more months and tell you why. We may ask you to confirm your
              identity before we disclose or change any data.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "account-deactivation",
      title: t`Deactivating your account`,
      content: (
        <>
          <p>
            <Trans>
              You can deactivate your account yourself under Profile, Account Settings, by confirming your password.
              Deactivation takes effect at once: you are signed out on every device and can no longer sign in, see your
              bookings or change your profile.
            </Trans>
          </p>
          <p>
            <Trans>
              Deactivation does not cancel your bookings, and it does not erase your data: we keep it as described under
              “How long we keep your data”. Cancel any booking you no longer want first. If you also want your data
              erased, write to <OwnerEmailLink />; we will erase everything we are not required by law to keep.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: t`Security`,
      content: (
        <>
          <p>
            <Trans>
              We protect your data with technical and organisational measures suited to the risk (Art. 32 GDPR):
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>connections to the website are encrypted (HTTPS);</Trans>
            </li>
            <li>
              <Trans>passwords are stored only as Argon2id hashes;</Trans>
            </li>
            <li>
              <Trans>
                sign-in tokens are short-lived, and signing out, changing your password or deactivating your account
                ends your sessions on the server;
              </Trans>
            </li>
            <li>
              <Trans>
                only the owner and authorised staff can see bookings, each with a personal account and only the rights
                their task needs;
              </Trans>
            </li>
            <li>
              <Trans>repeated sign-in attempts are limited to slow down password guessing.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              If a data breach is likely to result in a high risk to your rights, we will tell you without undue delay
              (Art. 34 GDPR).
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: t`Children`,
      content: (
        <p>
          <Trans>
            Only adults can book: the main guest must be at least 18 years old, which is why the booking form asks for a
            date of birth. Children are welcome as part of a booking, but we ask only for the number of guests, not for
            their details, until registration at check-in. This website is not aimed at children, and we do not
            knowingly collect data from anyone under 16 through it.
          </Trans>
        </p>
      ),
    },
    {
      id: "changes",
      title: t`Changes to this policy`,
      content: (
        <p>
          <Trans>
            We update this policy when our services or the law change; the date at the top shows the current version. If
            a change affects how we use data you have already given us, we will tell you by e-mail before it takes
            effect.
          </Trans>
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title={t`Privacy policy`}
      description={t`How Red Sea Villa, a private holiday villa in North Hurghada, Egypt, handles the personal data of guests and visitors under the GDPR.`}
      lastUpdated={LAST_UPDATED.privacy}
      intro={
        <>
          <p>
            <Trans>
              This policy explains which personal data we process when you visit this website, create an account, ask us
              a question or book a stay at Red Sea Villa, why we do so, and what rights you have. Because we offer our
              villa to guests who live in the European Union, the EU General Data Protection Regulation (GDPR) applies
              to this processing (Art. 3(2) GDPR), alongside Egyptian data protection law.
            </Trans>
          </p>
          <p>
            <Trans>
              In short: we collect only what we need to answer you and to host your stay, we never sell your data or use
              it for advertising, and we share it only with the providers who help us run the website and with
              authorities where the law requires it.
            </Trans>
          </p>
        </>
      }
      sections={sections}
    />
  );
}
