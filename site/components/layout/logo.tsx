import { brand } from '@sichtwerk/content/company';

/** The word mark with a small "eye on the map pin" sign, drawn inline so it costs no request. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-900">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 2c-6.1 0-11 4.8-11 10.8C5 21 16 30 16 30s11-9 11-17.2C27 6.8 22.1 2 16 2Z" fill="#1b4a80" />
        <path d="M8.5 13c2-3.2 4.6-4.8 7.5-4.8s5.5 1.6 7.5 4.8c-2 3.2-4.6 4.8-7.5 4.8S10.5 16.2 8.5 13Z" fill="#fff" />
        <circle cx="16" cy="13" r="2.6" fill="#c2410c" />
      </svg>
      {brand.name}
    </span>
  );
}
