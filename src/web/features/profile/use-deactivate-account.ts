// Account deactivation (SPEC 2 "Account Settings", DESIGN 4): the password typed in the confirmation dialog, then
// PUT /profile/deactivate. The server revokes every session at once; 2 seconds later this browser forgets its
// own and goes to the sign-in page. A refusal is handed back for the dialog to show next to the password.
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { Language } from "../../../domain/languages.ts";
import { apiErrorText, apiFieldErrors } from "../../api/error-text.ts";
import { apiPut } from "../../api/http.ts";
import { useAuth } from "../../auth/use-auth.ts";
import { toast } from "../../ui/toast/toast-store.ts";
import { localPath } from "../../i18n/language-path.ts";

/** SPEC 9: "logout after deactivation 2 s", time to read that the account is gone. */
export const LOGOUT_AFTER_DEACTIVATION_MS = 2000;

export type DeactivationState = "idle" | "deactivating" | "deactivated";

/** Why the server refused, translated: a problem with the password itself, or anything else. */
export type DeactivationRefusal = { password: string } | { other: string };

export function useDeactivateAccount(language: Language) {
  const { i18n, t } = useLingui();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<DeactivationState>("idle");

  /** Null once the account is deactivated (the sign-out follows); otherwise why not. */
  async function deactivate(password: string): Promise<DeactivationRefusal | null> {
    if (state !== "idle") return null;
    setState("deactivating");
    try {
      await apiPut<null>("/profile/deactivate", { password });
    } catch (error) {
      setState("idle");
      // "Incorrect password" arrives as a field error and is shown translated.
      const passwordProblem = apiFieldErrors(i18n, error).password;
      return passwordProblem
        ? { password: passwordProblem }
        : { other: `${t`Failed to deactivate account`}: ${apiErrorText(i18n, error)}` };
    }
    setState("deactivated");
    toast.success(t`Account deactivated successfully. Logging out...`);
    // Deliberately not cancelled when the page unmounts: the account is gone whichever page is shown meanwhile.
    window.setTimeout(() => {
      // The server already revoked the session, so the logout call may fail; the local session goes either way.
      void logout();
      toast.info(t`Logged out`);
      void navigate({ to: localPath(language, "/signin") });
    }, LOGOUT_AFTER_DEACTIVATION_MS);
    return null;
  }

  return { state, deactivate };
}
