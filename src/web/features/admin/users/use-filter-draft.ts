// The filter form's draft: it starts as what the address applies and follows the address whenever the applied
// filters change from outside the form (Back and Forward, Clear All, a link), but typing never touches the
// address — that is Apply Filters' job (SPEC 2).
import { useState } from "react";
import { draftOf, type AdminUsersSearch, type UsersFilterDraft } from "./search-params.ts";

function appliedKey(search: AdminUsersSearch): string {
  return JSON.stringify([search.search ?? "", search.role ?? "", search.status ?? ""]);
}

export function useFilterDraft(applied: AdminUsersSearch) {
  const [draft, setDraft] = useState<UsersFilterDraft>(() => draftOf(applied));
  const key = appliedKey(applied);
  const [syncedKey, setSyncedKey] = useState(key);
  // Adjusting state while rendering (not in an effect): the form never shows the stale draft for a frame.
  if (syncedKey !== key) {
    setSyncedKey(key);
    setDraft(draftOf(applied));
  }
  return [draft, setDraft] as const;
}
