import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Toast, ToastRegion } from '../ui/index.ts';

export interface ToastMessage {
  title: string;
  description: string;
  variant: 'success' | 'destructive';
}

/** How long a toast stays, unless the pointer or the focus rests on it (then it waits). */
const toastDurationMs = 5000;

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null);

/** Shows at most one toast at a time: a new one replaces the current one (docs/decisions.md: Constants). F8 focuses the region. */
export function ToastHost({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { key: number }) | null>(null);
  const [paused, setPaused] = useState(false);
  const region = useRef<HTMLElement>(null);
  const show = useCallback((next: ToastMessage) => setToast({ ...next, key: Date.now() }), []);
  const close = useCallback(() => setToast(null), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(close, toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast, paused, close]);

  return (
    <ToastContext value={show}>
      {children}
      <ToastRegion regionRef={region} onPauseChange={setPaused}>
        {toast && <Toast key={toast.key} variant={toast.variant} title={toast.title} description={toast.description} onClose={close} />}
      </ToastRegion>
    </ToastContext>
  );
}

export function useToast(): (toast: ToastMessage) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast braucht einen <ToastHost> darüber');
  return show;
}
