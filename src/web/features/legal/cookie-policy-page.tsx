// Cookie policy (SPEC 2 legal pages): the site sets no cookies and tracks no one; it lists the browser storage
// the app really uses (SPEC 9 stored keys, DESIGN 5 offline model) and why none of it needs consent.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { LAST_UPDATED } from "./last-updated.ts";
import { LegalPage, type LegalSection } from "./legal-page.tsx";
import { OwnerEmailLink } from "./owner-contact.tsx";
import { OSM_PRIVACY_POLICY_URL } from "./third-parties.ts";

export function CookiePolicyPage() {
  const { t } = useLingui();
  const { lang } = useParams({ from: "/$lang" });

  const sections: LegalSection[] = [
    {
      id: "no-tracking",
      title: t`No cookies, no tracking`,
      content: (
        <p>
          <Trans>
            Neither this website nor our server sets any cookies. We use no advertising networks, analytics services,
            social media plug-ins, or fonts and scripts loaded from other companies, and we build no profiles of
            visitors.
          </Trans>
        </p>
      ),
    },
    {
      id: "what-we-store",
      title: t`What we store on your device`,
      content: (
        <>
          <p>
            <Trans>
              Like an app, the site keeps a few items in your browser: in its local storage, in its IndexedDB database
              and in the cache of its service worker (the part of the site that lets it work offline).
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <code>preferred-language</code> (local storage): the language you chose, so that the site opens in it
                next time. Kept until you delete it.
              </Trans>
            </li>
            <li>
              <Trans>
                <code>user</code>, <code>accessToken</code> and <code>refreshToken</code> (local storage), only once you
                sign in: your name, e-mail address and role, and the tokens that keep you signed in. Removed when you
                sign out; a sign-in expires after 30 days without use.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Booking form draft</strong> (IndexedDB): the dates, guests and details you have entered in the
                booking form, so that they are not lost if you reload the page or your connection drops. Kept until you
                send the request or delete it.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Offline data</strong> (IndexedDB): a copy of the villa details and booked dates and, while you
                are signed in, of your bookings and of any request waiting to be sent once you are back online. Your
                bookings and waiting requests are removed when you sign out.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Service worker cache</strong>: the files of the site, its translations, the villa photos and the
                map tiles you have viewed, so that pages open quickly and also work without a connection. Old versions
                and old map tiles are deleted automatically.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Each of these items is either strictly necessary for a service you ask for, such as signing in, booking or
              using the site offline, or remembers a choice you made yourself, such as your language. None is used to
              track you, and none is shared with anyone.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "no-consent-banner",
      title: t`Why there is no consent banner`,
      content: (
        <p>
          <Trans>
            EU rules on storing information on your device (Art. 5(3) of the ePrivacy Directive 2002/58/EC and the
            national laws based on it) require your consent, except where the storage is strictly necessary to provide a
            service you have explicitly asked for. Everything listed above falls under this exception, so we do not ask
            for consent and show no cookie banner. If we ever want to store anything that is not strictly necessary, we
            will ask for your consent first.
          </Trans>
        </p>
      ),
    },
    {
      id: "maps",
      title: t`Maps`,
      content: (
        <p>
          <Trans>
            The maps on the Contact and booking pages show map tiles from the tile servers of the OpenStreetMap
            Foundation. Your browser requests them directly, so the Foundation receives your IP address and the part of
            the map you look at, as with any image loaded from the web; its{" "}
            <a href={OSM_PRIVACY_POLICY_URL}>privacy policy</a> applies to that. Tiles you have viewed are kept in the
            service worker cache so that the map also works offline.
          </Trans>
        </p>
      ),
    },
    {
      id: "how-to-delete",
      title: t`How to delete this data`,
      content: (
        <>
          <ul>
            <li>
              <Trans>
                <strong>Sign out</strong>: this removes your sign-in tokens, the copy of your profile and your bookings
                from the device.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Clear the site’s data</strong> in your browser’s settings, usually under privacy or site
                settings: choose this website and delete its stored data. This removes everything listed above.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Uninstall the app</strong>, if you installed the site on your phone or computer; on most devices
                this also deletes its data.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Afterwards the site opens in your browser’s language again, forgets any unfinished booking form and needs
              a connection until it has loaded once more.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "questions",
      title: t`Questions`,
      content: (
        <p>
          <Trans>
            If you have a question about this policy, write to <OwnerEmailLink />. Our{" "}
            <Link to="/$lang/privacy" params={{ lang }}>
              privacy policy
            </Link>{" "}
            explains how we handle personal data in general.
          </Trans>
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title={t`Cookie policy`}
      description={t`Red Sea Villa sets no cookies and uses no tracking: what the site stores in your browser to sign you in, remember your language and work offline.`}
      lastUpdated={LAST_UPDATED.cookies}
      intro={
        <p>
          <Trans>
            This policy explains what this website stores in your browser and why. In short: the site sets no cookies
            and uses no advertising, analytics or tracking tools. It uses other browser storage only for what you need
            to use the site, such as staying signed in, remembering your language and working offline.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
