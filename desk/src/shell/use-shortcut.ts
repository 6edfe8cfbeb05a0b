import { useEffect, useRef } from 'react';

/** Whether a key press belongs to a field being typed into (then no shortcut fires). */
function typing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A single-key shortcut of the desk (j, k, /, Esc, ?), ignored while typing in a field (Esc excepted, which
 * then leaves the field) and while a dialog is open.
 */
export function useShortcut(key: string, action: (event: KeyboardEvent) => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.key !== key || event.ctrlKey || event.metaKey || event.altKey) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (typing(event)) {
        if (key === 'Escape') (event.target as HTMLElement).blur();
        return;
      }
      latest.current(event);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [key]);
}
