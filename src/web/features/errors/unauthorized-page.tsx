// Access Denied (SPEC 2, `/{lang}/unauthorized`): where the role guards send a visitor without the right role.
import { useLingui } from "@lingui/react/macro";
import { ErrorPage } from "./error-page.tsx";

export function UnauthorizedPage() {
  const { t } = useLingui();
  return (
    <ErrorPage
      status="403"
      title={t`Access Denied`}
      text={t`You don't have permission to access this page.`}
      icon={
        <svg
          viewBox="0 0 24 24"
          className="size-12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        >
          <rect x="5" y="10.5" width="14" height="10" rx="2" />
          <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
        </svg>
      }
    />
  );
}
