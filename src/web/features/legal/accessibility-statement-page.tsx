// Accessibility statement (SPEC 2 legal pages): the WCAG 2.2 AA target, what the site does for it, its known
// limits, and how to report a barrier.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCalendarDate } from "../../i18n/format.ts";
import { VILLA_SUPPORT_HOURS } from "../../ui/contact-details.ts";
import { LAST_UPDATED } from "./last-updated.ts";
import { LegalPage, type LegalSection } from "./legal-page.tsx";
import { OwnerContact } from "./owner-contact.tsx";

export function AccessibilityStatementPage() {
  const { t, i18n } = useLingui();
  const statementDate = formatCalendarDate(i18n, LAST_UPDATED.accessibility);
  const supportHours = i18n._(VILLA_SUPPORT_HOURS);

  const sections: LegalSection[] = [
    {
      id: "commitment",
      title: t`Our commitment`,
      content: (
        <p>
          <Trans>
            We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on the whole public website
            and on the guest account pages, in all four languages.
          </Trans>
        </p>
      ),
    },
    {
      id: "status",
      title: t`Conformance status`,
      content: (
        <p>
          <Trans>
            This website is partially conformant with WCAG 2.2 level AA: we believe it meets the guidelines, apart from
            the exceptions listed under “Known limitations”.
          </Trans>
        </p>
      ),
    },
    {
      id: "what-we-do",
      title: t`What we do`,
      content: (
        <ul>
          <li>
            <Trans>
              We give every page a clear structure: landmarks, one main heading, headings in order, and a link to skip
              straight to the content.
            </Trans>
          </li>
          <li>
            <Trans>
              We make everything work with a keyboard alone, including menus, tabs, image galleries and dialogs, and the
              keyboard focus is always clearly visible.
            </Trans>
          </li>
          <li>
            <Trans>
              We choose colours that meet the AA contrast ratios, and layouts that adapt to small screens and to zoom
              without horizontal scrolling.
            </Trans>
          </li>
          <li>
            <Trans>We label every form field and explain every error in text next to the field it concerns.</Trans>
          </li>
          <li>
            <Trans>We describe meaningful images in text and hide purely decorative ones from screen readers.</Trans>
          </li>
          <li>
            <Trans>
              We respect your device’s “reduce motion” setting: image carousels and animated text then stay still, and
              moving content can always be paused.
            </Trans>
          </li>
          <li>
            <Trans>We mark the language of every page, so that screen readers pronounce it correctly.</Trans>
          </li>
          <li>
            <Trans>
              Our automated tests check every public page in all four languages with the axe-core accessibility engine,
              and operate menus, tabs and dialogs with the keyboard; a release must pass them. Automated checks find
              only some barriers, which is why your feedback matters to us.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: "known-limitations",
      title: t`Known limitations`,
      content: (
        <ul>
          <li>
            <Trans>
              <strong>Interactive map</strong>: the maps on the Contact and booking pages can be moved and zoomed, but
              the map image itself cannot be read by a screen reader. The villa’s address is always given as text beside
              the map, and the map adds no information beyond it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Villa tour video</strong>: not published yet. When it is, it will have captions.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: "feedback",
      title: t`Feedback and contact`,
      content: (
        <>
          <p>
            <Trans>
              If you meet a barrier on this website, or need any of its content in another format, please tell us:
            </Trans>
          </p>
          <OwnerContact />
          <p>
            <Trans>Support hours: {supportHours}</Trans>
          </p>
          <p>
            <Trans>
              Please tell us the page address and what went wrong. We reply to e-mails within 2 hours during our support
              hours and, until the problem is fixed, give you the information or help with your booking by e-mail or
              phone.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "technical-details",
      title: t`Technical details`,
      content: (
        <p>
          <Trans>
            The website relies on HTML, CSS, JavaScript and WAI-ARIA to work with the assistive technologies of your
            device. It is designed for the current versions of the major browsers (Chrome, Edge, Firefox and Safari) on
            computers, tablets and phones.
          </Trans>
        </p>
      ),
    },
    {
      id: "about-this-statement",
      title: t`About this statement`,
      content: (
        <p>
          <Trans>
            This statement was prepared on {statementDate}, based on a self-assessment by the site’s developers
            supported by the automated checks described above. We review it whenever the website changes significantly.
          </Trans>
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title={t`Accessibility statement`}
      description={t`How accessible the Red Sea Villa website is, what we do to meet WCAG 2.2 level AA, its known limitations and how to report a barrier.`}
      lastUpdated={LAST_UPDATED.accessibility}
      intro={
        <p>
          <Trans>
            We want everyone to be able to discover Red Sea Villa and book a stay, whatever device or assistive
            technology they use. This statement describes how accessible this website is, what we do to keep it so, and
            how to reach us if something does not work for you.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
