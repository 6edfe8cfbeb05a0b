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
 * Where the region stands. It belongs to the form island, so it keeps clear of the form card: on wide screens the
 * card stands in the right column, so toasts appear bottom left, beside it. On one column the card fills the width:
 * a success comes with the answer in the form's place, so its toast stands at the top, over the sticky header, and
 * the answer starts below it (form-answer.tsx); an error toast stays at the bottom, clear of the field the focus
 * moves to (the page's scroll padding keeps that field just below the header).
 */
const regionPlacement = {
  top: 'inset-x-0 top-0 mx-auto lg:right-auto lg:mx-0',
  bottom: 'right-0 bottom-0 lg:right-auto',
} as const;

export type ToastPlacement = keyof typeof regionPlacement;

/**
 * The region the toasts appear in. A labelled <section> is a landmark, so keyboard and screen reader users find it
 * (F8 focuses it, see toast-context.tsx); it lets clicks through where it is empty.
 */
export function ToastRegion({
  regionRef,
  placement,
  children,
  onPauseChange,
}: {
  regionRef: Ref<HTMLElement>;
  placement: ToastPlacement;
  children: ReactNode;
  onPauseChange: (paused: boolean) => void;
}) {
  return (
    <section
      ref={regionRef}
      data-slot="toast-viewport"
      aria-label="Benachrichtigungen (F8)"
      data-placement={placement}
      tabIndex={-1}
      className={`pointer-events-none fixed z-50 flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none lg:top-auto lg:bottom-0 lg:left-0 ${regionPlacement[placement]}`}
      onMouseEnter={() => onPauseChange(true)}
      onMouseLeave={() => onPauseChange(false)}
      onFocus={() => onPauseChange(true)}
      onBlur={() => onPauseChange(false)}
    >
      {children}
    </section>
  );
}
