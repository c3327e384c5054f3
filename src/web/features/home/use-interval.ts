// A repeating timer that follows the latest callback and is cleared on unmount or when paused (SPEC 9 timers).
import { useEffect, useRef } from "react";

export function useInterval(callback: () => void, delayMs: number, running: boolean): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => latest.current(), delayMs);
    return () => window.clearInterval(id);
  }, [delayMs, running]);
}
