import { LineIcon } from '../ui/index.ts';

/**
 * The island's icons as plain SVG, drawn as lucide's `circle-check` and `cloud-off` are (https://lucide.dev, ISC):
 * lucide-react's icons in the prerendered pages cost the browser nothing, but in the form island its icon runtime
 * would cost about 1 KB gzip of the budget (docs/architecture.md, the site).
 */
export function CircleCheckIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </LineIcon>
  );
}

export function CloudOffIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <path d="M10.94 5.274A7 7 0 0 1 15.71 10h1.79a4.5 4.5 0 0 1 4.222 6.057" />
      <path d="M18.796 18.81A4.5 4.5 0 0 1 17.5 19H9A7 7 0 0 1 5.79 5.78" />
      <path d="m2 2 20 20" />
    </LineIcon>
  );
}
