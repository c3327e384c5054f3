// Account deactivation (SPEC 2 "Account Settings", DESIGN 4): the password asked in a browser prompt, then
// PUT /profile/deactivate. The server revokes every session at once; 2 seconds later this browser forgets its
// own and goes to the sign-in page.
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { Language } from "../../../domain/languages.ts";
import { apiErrorText } from "../../api/error-text.ts";
import { apiPut } from "../../api/http.ts";
import { useAuth } from "../../auth/use-auth.ts";
import { toast } from "../../ui/toast/toast-store.ts";
import { localPath } from "../../i18n/language-path.ts";

/** SPEC 9: "logout after deactivation 2 s", time to read that the account is gone. */
export const LOGOUT_AFTER_DEACTIVATION_MS = 2000;

export type DeactivationState = "idle" | "deactivating" | "deactivated";

export function useDeactivateAccount(language: Language) {
  const { i18n, t } = useLingui();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<DeactivationState>("idle");

  async function deactivate() {
    if (state !== "idle") return;
    const password = window.prompt(t`Please enter your password to confirm account deactivation:`);
    // Cancel gives null, OK on an empty box gives "": either way nothing is sent.
    if (!password) {
      toast.info(t`Deactivation cancelled`);
      return;
    }

    setState("deactivating");
    const pending = toast.info(t`Deactivating account...`);
    try {
      await apiPut<null>("/profile/deactivate", { password });
    } catch (error) {
      // "Incorrect password" arrives as a field error and is shown translated.
      toast.error(t`Failed to deactivate account`, { description: apiErrorText(i18n, error), replaces: pending });
      setState("idle");
      return;
    }
    setState("deactivated");
    toast.success(t`Account deactivated successfully. Logging out...`, { replaces: pending });
    // Deliberately not cancelled when the page unmounts: the account is gone whichever page is shown meanwhile.
    window.setTimeout(() => {
      // The server already revoked the session, so the logout call may fail; the local session goes either way.
      void logout();
      toast.info(t`Logged out`);
      void navigate({ to: localPath(language, "/signin") });
    }, LOGOUT_AFTER_DEACTIVATION_MS);
  }

  return { state, deactivate };
}
