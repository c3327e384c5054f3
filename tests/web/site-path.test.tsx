// Links of the site are checked against the route tree by tsc (src/web/islands/site-path.ts): each wrong path below
// is expected to be an error, so the type check fails if one ever passes.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "../../src/domain/languages.ts";
import { DocumentNavigation } from "../../src/web/islands/document-navigation.tsx";
import { SiteLink } from "../../src/web/islands/navigation.tsx";

const lang = "fr" as Language;
const anyLang: string = "de";
const serviceId: string = "spa";

function links() {
  return (
    <>
      <SiteLink to="/en/about">about</SiteLink>
      <SiteLink to={`/${lang}/services/${serviceId}`}>service</SiteLink>
      <SiteLink to={`/${anyLang}/privacy`}>privacy</SiteLink>
      <SiteLink to={`/${anyLang}`}>home</SiteLink>
      <SiteLink to="/en">home</SiteLink>
      {/* @ts-expect-error: no such page */}
      <SiteLink to="/en/abot">typo</SiteLink>
      {/* @ts-expect-error: no such page in any language */}
      <SiteLink to={`/${lang}/privcy`}>typo</SiteLink>
      {/* @ts-expect-error: no such language */}
      <SiteLink to="/xx/about">language</SiteLink>
      {/* @ts-expect-error: pages live under a language */}
      <SiteLink to="/about">no language</SiteLink>
    </>
  );
}

describe("links of the site", () => {
  it("render the paths they were given", () => {
    const html = renderToString(<DocumentNavigation pathname="/en">{links()}</DocumentNavigation>);
    expect(html).toContain('href="/en/about"');
    expect(html).toContain('href="/fr/services/spa"');
    expect(html).toContain('href="/de/privacy"');
  });
});
