// The parts of a back-office list item that opens in place (a message, a notification): the heading button that
// opens and closes its panel, and the small tags under it, among them the item's language.
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LANGUAGES } from "../../../../domain/languages.ts";
import { AdminIcon } from "./admin-icons.tsx";

/** A small rounded tag; the caller adds its colours. */
export const ITEM_TAG = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";

interface ItemDisclosureHeadingProps {
  expanded: boolean;
  panelId: string;
  onToggle: () => void;
  /** The lines that name the item. */
  children: ReactNode;
}

export function ItemDisclosureHeading({ expanded, panelId, onToggle, children }: ItemDisclosureHeadingProps) {
  return (
    <h2>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex min-h-14 w-full items-start gap-3 rounded-2xl p-4 text-start hover:bg-sea-50"
      >
        <span className="min-w-0 flex-1">{children}</span>
        <AdminIcon
          name="chevron"
          className={`mt-1 size-5 text-slate-700 transition-transform ${expanded ? "rotate-180" : ""}`}
        />
      </button>
    </h2>
  );
}

/** The language an item was written in, by its own name. */
export function LanguageTag({ language }: { language: string }) {
  const { t } = useLingui();
  const known = LANGUAGES.find((entry) => entry.code === language);
  return (
    <span className={`${ITEM_TAG} bg-white text-slate-800 ring-slate-300`} data-language={language}>
      <span className="sr-only">{t`Language:`} </span>
      <span lang={language}>{known?.nativeName ?? language}</span>
    </span>
  );
}
