// The signed-in person's menu (site header and back office): a round button with their initial, and under it a
// panel headed by their full name and e-mail. Esc, a click outside or a new page closes it; each caller brings
// its own button look and its own list of account links.
import { useLingui } from "@lingui/react/macro";
import { useId, useRef, type MouseEvent, type ReactNode } from "react";
import type { SessionUser } from "../auth/session-storage.ts";
import { useDismiss } from "./use-dismiss.ts";
import { useOpenOnPage } from "./use-open-on-page.ts";

export interface AccountMenuControls {
  close: () => void;
  /** For the list of links: a link to the page already shown does not change the path, so it closes the menu itself. */
  closeOnLinkClick: (event: MouseEvent) => void;
}

interface AccountMenuProps {
  user: SessionUser;
  buttonClassName: string;
  /** What follows the initial on the button (the first name, a chevron), given whether the menu is open. */
  buttonContent: (open: boolean) => ReactNode;
  panelClassName: string;
  /** The menu's entries under the name and e-mail. */
  children: (controls: AccountMenuControls) => ReactNode;
}

export function AccountMenu({ user, buttonClassName, buttonContent, panelClassName, children }: AccountMenuProps) {
  const { t } = useLingui();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const { open, toggle, close } = useOpenOnPage();
  useDismiss(open, close, { button, popup });

  const closeOnLinkClick = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) close();
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={buttonClassName}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-sea-700 text-white"
        >
          {user.fullName.trim().charAt(0).toUpperCase()}
        </span>
        <span className="sr-only">{t`Account menu:`} </span>
        {buttonContent(open)}
      </button>
      <div ref={popup} id={panelId} hidden={!open} className={panelClassName}>
        <div className="border-b border-slate-200 px-3 pt-2 pb-3">
          <p className="font-semibold text-slate-900">{user.fullName}</p>
          <p className="text-sm break-all text-slate-700">{user.email}</p>
        </div>
        {children({ close, closeOnLinkClick })}
      </div>
    </div>
  );
}
