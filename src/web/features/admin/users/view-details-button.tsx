// "View details" of one account, named after it for screen readers (a list holds ten such buttons).
import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "../../../../domain/schemas/user.ts";
import { buttonClass } from "../../../ui/button-styles.ts";

export interface ViewDetailsProps {
  onViewDetails: (user: User) => void;
}

export function ViewDetailsButton({
  user,
  onViewDetails,
  fullWidth = false,
}: ViewDetailsProps & { user: User; fullWidth?: boolean }) {
  const { t } = useLingui();
  const name = user.fullName;
  return (
    <button
      type="button"
      data-user-details={user.id}
      aria-label={t`View details for ${name}`}
      onClick={() => onViewDetails(user)}
      className={buttonClass({ variant: "secondary", size: "sm", fullWidth, className: "whitespace-nowrap" })}
    >
      <Trans>View details</Trans>
    </button>
  );
}
