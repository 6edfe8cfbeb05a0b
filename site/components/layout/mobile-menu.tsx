import { loginLinks, mainNavigation, primaryCallToAction, resolveNavLink } from '@sichtwerk/content/navigation';
import { Menu, X } from 'lucide-react';
import { Button } from '../ui/index.ts';

/** The small-screen menu: a native popover with the same links as the desktop navigation. */
export function MobileMenu() {
  const cta = resolveNavLink(primaryCallToAction);
  return (
    <div className="md:hidden">
      <button
        type="button"
        popoverTarget="mobile-menu"
        aria-label="Menü öffnen"
        className="rounded-lg p-2 text-brand-900 hover:bg-brand-50"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <nav
        id="mobile-menu"
        popover="auto"
        aria-label="Mobiles Menü"
        className="mobile-popover border-b border-slate-200 bg-white p-4 shadow-lg"
      >
        <div className="flex justify-end">
          <button
            type="button"
            popoverTarget="mobile-menu"
            popoverTargetAction="hide"
            aria-label="Menü schließen"
            className="rounded-lg p-2 text-brand-900 hover:bg-brand-50"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <ul className="space-y-1 text-lg">
          {mainNavigation.map(resolveNavLink).map((link) => (
            <li key={link.href}>
              <a href={link.href} className="block rounded-lg px-3 py-2 font-medium text-slate-800 hover:bg-brand-50">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 px-3 text-sm font-semibold text-slate-600">Login</p>
        <ul className="space-y-1">
          {loginLinks.map(resolveNavLink).map((link) => (
            <li key={link.href}>
              <a href={link.href} className="block rounded-lg px-3 py-2 text-slate-800 hover:bg-brand-50">
                {link.label}
                {link.hint && <span className="block text-sm text-slate-600">{link.hint}</span>}
              </a>
            </li>
          ))}
        </ul>
        <Button asChild className="mt-4 w-full">
          <a href={cta.href}>{cta.label}</a>
        </Button>
      </nav>
    </div>
  );
}
