// The accessibility check every spec runs: axe-core over the page as it stands, one readable line per violation.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export interface AxeScope {
  /** Only this part of the page (a CSS selector), e.g. "main" or "dialog". */
  include?: string;
  /** Only the rules with these tags, e.g. the WCAG 2.1 A and AA ones. */
  tags?: string[];
}

/** Each rule the page breaks, with where: an empty list is a page axe finds nothing wrong with. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default merges per-frame results in a second, new page: the app
  // has no frames to merge, and on a busy machine opening that page made the check slower than the test around it.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.tags) builder = builder.withTags(scope.tags);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
