// Links and page changes of a prerendered page's islands (src/web/islands/document-navigation.tsx): plain links
// with the router's marks on the current page, the query kept or given, and the language of the page's path.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DocumentNavigation } from "../../src/web/islands/document-navigation.tsx";
import { isCurrentPath, pageHref, SiteLink, usePageLanguage } from "../../src/web/islands/navigation.tsx";

function Language() {
  return <span>{usePageLanguage()}</span>;
}

const rendered = (pathname: string, element: React.ReactElement) =>
  renderToString(<DocumentNavigation pathname={pathname}>{element}</DocumentNavigation>);

describe("a link on a prerendered page", () => {
  it("is a plain link, marked as the current page where it points to the page itself", () => {
    expect(
      rendered(
        "/en/about",
        <SiteLink to="/en/about" className="item">
          About
        </SiteLink>,
      ),
    ).toBe('<a href="/en/about" aria-current="page" class="item">About</a>');
    expect(rendered("/en/about", <SiteLink to="/en/services">Services</SiteLink>)).toBe(
      '<a href="/en/services">Services</a>',
    );
  });

  it("marks a parent page as current below it, unless it asks for the exact page", () => {
    expect(rendered("/en/services/boat-tours", <SiteLink to="/en/services">Services</SiteLink>)).toContain(
      'aria-current="page"',
    );
    expect(
      rendered(
        "/en/about",
        <SiteLink to="/en" exact>
          Home
        </SiteLink>,
      ),
    ).not.toContain("aria-current");
  });

  it("carries the query it is given and the hash, and lets its own attributes win", () => {
    const html = rendered(
      "/en/services",
      <SiteLink to="/fr/contact" search={{ subject: "Boat tours & more" }} hash="form" aria-current="true">
        Contact
      </SiteLink>,
    );
    expect(html).toContain('href="/fr/contact?subject=Boat+tours+%26+more#form"');
    expect(html).toContain('aria-current="true"');
  });

  it('keeps the page\'s own query with search="keep" (none when the build renders it)', () => {
    expect(
      rendered(
        "/en/practical-info",
        <SiteLink to="/de/practical-info" search="keep">
          DE
        </SiteLink>,
      ),
    ).toContain('href="/de/practical-info"');
  });

  it("knows the page's language from its path", () => {
    expect(rendered("/ru/contact", <Language />)).toBe("<span>ru</span>");
    expect(rendered("/", <Language />)).toBe("<span>en</span>");
  });
});

describe("isCurrentPath and pageHref", () => {
  it("ignore a trailing slash and never take a longer name for a child page", () => {
    expect(isCurrentPath("/en/about", "/en/about/", true)).toBe(true);
    expect(isCurrentPath("/en/service", "/en/services", false)).toBe(false);
  });

  it("write a page's address with its query and hash", () => {
    expect(pageHref({ pathname: "/en", search: "?a=1", hash: "services" })).toBe("/en?a=1#services");
    expect(pageHref({ pathname: "/en", search: "", hash: "" })).toBe("/en");
  });
});
