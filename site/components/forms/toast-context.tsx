import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '../ui/index.ts';

export interface ToastMessage {
  title: string;
  description: string;
  variant: 'success' | 'destructive';
}

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null);

/** Shows at most one toast at a time: a new one replaces the current one (docs/decisions.md: Constants). */
export function ToastHost({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { key: number }) | null>(null);
  const show = useCallback((next: ToastMessage) => setToast({ ...next, key: Date.now() }), []);
  return (
    <ToastContext value={show}>
      <ToastProvider>
        {children}
        {toast && (
          <Toast key={toast.key} variant={toast.variant} type={toast.variant === 'destructive' ? 'foreground' : 'background'} onOpenChange={(open) => !open && setToast(null)}>
            <div>
              <ToastTitle>{toast.title}</ToastTitle>
              <ToastDescription>{toast.description}</ToastDescription>
            </div>
            <ToastClose />
          </Toast>
        )}
        <ToastViewport />
      </ToastProvider>
    </ToastContext>
  );
}

export function useToast(): (toast: ToastMessage) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast braucht einen <ToastHost> darüber');
  return show;
}
