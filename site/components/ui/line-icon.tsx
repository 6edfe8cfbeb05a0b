import type { ReactNode } from 'react';

/**
 * A decorative icon on lucide's 24-unit grid, drawn with a 2-unit round stroke in the text colour, for the form
 * island's few icons (forms/form-icons.tsx, the toast's close button): lucide-react's runtime would cost the island
 * more than the paths themselves. Hidden from assistive technology; the control around it carries the name.
 */
export function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
