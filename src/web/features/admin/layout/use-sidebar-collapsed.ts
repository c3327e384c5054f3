// The large-screen sidebar's collapsed state, read once from storage and saved on every change.
import { useCallback, useState } from "react";
import { readSidebarCollapsed, saveSidebarCollapsed } from "./sidebar-preference.ts";

export function useSidebarCollapsed(): { collapsed: boolean; toggle: () => void } {
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      saveSidebarCollapsed(!current);
      return !current;
    });
  }, []);
  return { collapsed, toggle };
}
