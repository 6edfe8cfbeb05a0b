import { cva } from 'class-variance-authority';
import type { ReactNode, Ref } from 'react';
import { LineIcon } from './line-icon.tsx';

/**
 * The notification card and its region, without a library: they belong to the form island, the only
 * JavaScript a form page loads, and a few lines do what the forms need (toast-context.tsx holds the logic).
 * Classes are joined by cva alone: nothing here is overridden from outside.
 */
export const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-xl border p-4 pr-10 shadow-lg',
  {
    variants: {
      variant: {
        success: 'border-emerald-200 bg-white text-slate-900',
        destructive: 'border-red-700 bg-red-700 text-white',
      },
    },
    defaultVariants: { variant: 'success' },
  },
);

export interface ToastProps {
  variant: 'success' | 'destructive';
  title: string;
  description: string;
  onClose: () => void;
}

/**
 * One notification. A success is announced politely (role="status"); an error interrupts (role="alert"),
 * as Radix's foreground toasts did. Escape or the close button dismisses it.
 */
export function Toast({ variant, title, description, onClose }: ToastProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape pressed on the focused close button bubbles up here; the toast itself takes no input.
    <div
      data-slot="toast"
      data-variant={variant}
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      className={toastVariants({ variant })}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div>
        <div data-slot="toast-title" className="font-semibold">
          {title}
        </div>
        <div data-slot="toast-description" className="mt-1 text-sm opacity-90">
          {description}
        </div>
      </div>
      <button
        type="button"
        data-slot="toast-close"
        aria-label="Schließen"
        onClick={onClose}
        className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
      >
        <LineIcon className="size-4">
          <path d="M18 6 6 18M6 6l12 12" />
        </LineIcon>
      </button>
    </div>
  );
}

/**
 * The region the toasts appear in, bottom right. A labelled <section> is a landmark, so keyboard and screen
 * reader users find it (F8 focuses it, see toast-context.tsx); it lets clicks through where it is empty.
 */
export function ToastRegion({
  regionRef,
  children,
  onPauseChange,
}: {
  regionRef: Ref<HTMLElement>;
  children: ReactNode;
  onPauseChange: (paused: boolean) => void;
}) {
  return (
    <section
      ref={regionRef}
      data-slot="toast-viewport"
      aria-label="Benachrichtigungen (F8)"
      tabIndex={-1}
      className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      onMouseEnter={() => onPauseChange(true)}
      onMouseLeave={() => onPauseChange(false)}
      onFocus={() => onPauseChange(true)}
      onBlur={() => onPauseChange(false)}
    >
      {children}
    </section>
  );
}
