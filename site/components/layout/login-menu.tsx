import { loginLinks, resolveNavLink } from '@sichtwerk/content/navigation';
import { ChevronDown, ExternalLink } from 'lucide-react';

/** The Login dropdown: a native popover, so it opens, closes on Escape and on outside click without JS. */
export function LoginMenu() {
  return (
    <>
      <button
        type="button"
        popoverTarget="login-menu"
        className="login-anchor inline-flex items-center gap-1 rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
      >
        Login
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      <nav
        id="login-menu"
        popover="auto"
        aria-label="Login"
        className="login-popover w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <ul className="space-y-1">
          {loginLinks.map(resolveNavLink).map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              >
                <span>
                  <span className="block font-medium">{link.label}</span>
                  {link.hint && <span className="block text-sm text-slate-600">{link.hint}</span>}
                </span>
                <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
