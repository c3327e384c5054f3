// Renders one component as the app would: in a language with its real PO catalog, on a page path (links and the
// page language read it), with its own TanStack Query client so no test sees another's answers.
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { DocumentNavigation } from "../../src/web/islands/document-navigation.tsx";
import { i18nFor } from "../web/lingui-catalog.ts";

export interface ComponentOptions {
  language?: "en" | "fr" | "ru" | "de";
  /** The page the component sits on; defaults to the language's home. */
  pathname?: string;
}

export async function renderComponent(
  element: ReactElement,
  { language = "en", pathname = `/${language}` }: ComponentOptions = {},
): Promise<RenderResult & { user: UserEvent; queryClient: QueryClient }> {
  const i18n = await i18nFor(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DocumentNavigation pathname={pathname}>{element}</DocumentNavigation>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, user, queryClient };
}
