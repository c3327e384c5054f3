// The layout shared by Not Found and Access Denied (SPEC 2): a status figure, the title, one sentence, Go Back.
import { Trans } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { languageOfPath } from "../../i18n/language-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { PageMeta } from "../../ui/page-meta.tsx";

export interface ErrorPageProps {
  /** HTTP-like status shown as a large decorative figure ("404", "403"). */
  status: string;
  title: string;
  text: string;
  icon: ReactNode;
}

export function ErrorPage({ status, title, text, icon }: ErrorPageProps) {
  const router = useRouter();

  function goBack() {
    // A deep link opened in a new tab has nowhere to go back to; the home page is the useful "back" then.
    if (router.history.canGoBack()) router.history.back();
    else
      void router.navigate({ to: "/$lang", params: { lang: languageOfPath(router.state.location.pathname) ?? "en" } });
  }

  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24"
    >
      <PageMeta title={title} description={text} noindex />
      <div
        aria-hidden="true"
        className="relative flex size-28 items-center justify-center rounded-full bg-sea-50 text-sea-700"
      >
        {icon}
        <span className="absolute -end-3 -bottom-2 rounded-full bg-sea-900 px-3 py-1 font-mono text-sm font-semibold text-white">
          {status}
        </span>
      </div>
      <h1 id="error-title" className="mt-8 font-serif text-3xl font-semibold text-balance text-sea-900 md:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <button type="button" onClick={goBack} className={buttonClass({ className: "mt-8" })}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 rtl:rotate-180" fill="currentColor">
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
        </svg>
        <Trans>Go Back</Trans>
      </button>
    </section>
  );
}
