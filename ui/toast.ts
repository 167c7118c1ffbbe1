import { useCallback, useEffect, useState } from "react";

/** How long a toast stays (SPEC §9: toast 2000 ms). */
export const TOAST_MS = 2000;

/**
 * A short notice that goes away by itself: `show` puts a text up for TOAST_MS (a newer text starts the time
 * again), `hide` takes it down at once. Where it shows is the screen's (a role="status" element).
 */
export function useToast(): { text: string | null; show(text: string): void; hide(): void } {
  const [toast, setToast] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback((text: string) => setToast({ text }), []);
  const hide = useCallback(() => setToast(null), []);
  return { text: toast?.text ?? null, show, hide };
}
