// Whether the large-screen sidebar is collapsed to icons: the admin's choice survives reloads (localStorage).
// Storage can be missing or refuse writes (private mode, quota): the sidebar then simply starts expanded.

export const SIDEBAR_COLLAPSED_KEY = "admin-sidebar-collapsed";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSidebarCollapsed(store: Storage | null = storage()): boolean {
  try {
    return store?.getItem(SIDEBAR_COLLAPSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function saveSidebarCollapsed(collapsed: boolean, store: Storage | null = storage()): void {
  try {
    if (collapsed) store?.setItem(SIDEBAR_COLLAPSED_KEY, "1");
    else store?.removeItem(SIDEBAR_COLLAPSED_KEY);
  } catch {
    // Not remembered this time; the sidebar still collapses for this visit.
  }
}
