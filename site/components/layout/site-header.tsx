import { mainNavigation, primaryCallToAction, resolveNavLink } from '@sichtwerk/content/navigation';
import { Button, Container } from '../ui/index.ts';
import { LoginMenu } from './login-menu.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';

export function SiteHeader({ currentPath }: { currentPath: string }) {
  const cta = resolveNavLink(primaryCallToAction);
  return (
    <header data-slot="site-header" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <a href="/" aria-label="Sichtwerk – zur Startseite">
          <Logo />
        </a>
        <nav aria-label="Hauptnavigation" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map(resolveNavLink).map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={currentPath === link.href ? 'page' : undefined}
                  className="rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LoginMenu />
          <Button asChild size="sm">
            <a href={cta.href}>{cta.label}</a>
          </Button>
        </div>
        <MobileMenu />
      </Container>
    </header>
  );
}
