// One island as a React root of its own: the build renders it so (app/render-page.tsx) and the browser
// hydrates it so (hydrate-islands.tsx). Both wrap it alike, with the same prefix for React's generated ids.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { StrictMode, type ComponentType, type ReactElement } from "react";
import { DocumentNavigation } from "./document-navigation.tsx";
import type { IslandProps } from "./island.tsx";

/** React's useId prefix of the `index`th island of a page (in document order), unique on the page. */
export function islandIdPrefix(index: number): string {
  return `i${index}-`;
}

/** `after` renders next to the island and adds nothing to its HTML (the browser's "hydrated" report, hydrate-islands.tsx). */
export function islandElement<P extends IslandProps>(
  component: ComponentType<P>,
  props: P,
  pathname: string,
  after?: ReactElement,
): ReactElement {
  const Component = component;
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <DocumentNavigation pathname={pathname}>
          <Component {...props} />
          {after}
        </DocumentNavigation>
      </I18nProvider>
    </StrictMode>
  );
}
