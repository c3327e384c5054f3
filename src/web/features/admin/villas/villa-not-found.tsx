// SPEC 2: "Missing villa: Villa not found with a back link". Also what a HOST sees for a villa that is not theirs,
// since the back office is scoped to their own villas (DESIGN 4).
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Language } from "../../../../domain/languages.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { localPath } from "../../../i18n/language-path.ts";

export function VillaNotFound({ language }: { language: Language }) {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <h1 className="font-serif text-3xl font-semibold text-slate-900">
        <Trans>Villa not found</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>This villa does not exist or is not one you can manage.</Trans>
      </p>
      <Link to={localPath(language, "/admin/villas")} className={buttonClass({ className: "mt-6" })}>
        <Trans>Back to villas</Trans>
      </Link>
    </section>
  );
}
