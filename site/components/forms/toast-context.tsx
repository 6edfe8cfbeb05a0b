import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Toast, ToastRegion } from '../ui/index.ts';

export interface ToastMessage {
  title: string;
  description: string;
  variant: 'success' | 'destructive';
}

/** How long a toast stays, unless the pointer or the focus rests on it (then it waits). */
const toastDurationMs = 5000;

/** Scrolled this far, the visitor reads on: a success toast makes way (a bounce or a nudge does not count). */
const scrolledOnPx = 40;

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null);

/**
 * Shows at most one toast at a time: a new one replaces the current one (docs/decisions.md: Constants). F8 focuses
 * the region. A success stands at the top on one column, an error at the bottom (toast.tsx, where and why).
 */
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

  // A success toast says what the answer in the form's place says in its heading and first line: once the visitor
  // scrolls on to read the rest, it goes, so it never stands over the answer. Measured from where the answer put
  // the page (form-answer.tsx runs first: children's effects run before this one).
  useEffect(() => {
    if (toast?.variant !== 'success' || paused) return;
    const from = window.scrollY;
    const onScroll = () => Math.abs(window.scrollY - from) > scrolledOnPx && close();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [toast, paused, close]);

  return (
    <ToastContext value={show}>
      {children}
      <ToastRegion regionRef={region} placement={toast?.variant === 'success' ? 'top' : 'bottom'} onPauseChange={setPaused}>
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
