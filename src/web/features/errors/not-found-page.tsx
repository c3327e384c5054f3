// Page Not Found (SPEC 2): `/{lang}/404` and any path no route matches.
import { useLingui } from "@lingui/react/macro";
import { ErrorPage } from "./error-page.tsx";

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <ErrorPage
      status="404"
      title={t`Page Not Found`}
      text={t`The requested resource could not be found`}
      icon={
        <svg
          viewBox="0 0 24 24"
          className="size-12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4.5 4.5M9 9l4 4M13 9l-4 4" />
        </svg>
      }
    />
  );
}
