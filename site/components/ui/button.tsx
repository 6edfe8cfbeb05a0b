import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-accent-700 text-white hover:bg-accent-800',
        secondary: 'bg-brand-700 text-white hover:bg-brand-800',
        outline: 'border border-brand-700 text-brand-800 hover:bg-brand-50',
        ghost: 'text-brand-800 hover:bg-brand-50',
        inverted: 'bg-white text-brand-900 hover:bg-brand-50',
        // The desk's decisions: confirm a lead as real, erase one.
        success: 'bg-emerald-700 text-white hover:bg-emerald-800',
        danger: 'bg-red-700 text-white hover:bg-red-800',
        quiet: 'border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-100',
      },
      size: {
        xs: 'px-2.5 py-1 text-sm',
        sm: 'px-3 py-2 text-sm',
        md: 'px-5 py-3 text-base',
        lg: 'px-6 py-4 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button, or with `asChild` a link styled as one (`<Button asChild><a href="…">…</a></Button>`). */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
