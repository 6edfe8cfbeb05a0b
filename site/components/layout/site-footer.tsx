import { brand, company } from '@sichtwerk/content/company';
import { footerColumns, resolveNavLink, socialLinks } from '@sichtwerk/content/navigation';
import { InstagramIcon, LinkedinIcon } from '../icons/social-icons.tsx';
import { Container } from '../ui/index.ts';
import { copyrightYear } from './copyright-year.ts';
import { Logo } from './logo.tsx';

const socialIcons = { linkedin: LinkedinIcon, instagram: InstagramIcon } as const;

export function SiteFooter() {
  return (
    <footer data-slot="site-footer" className="border-t border-slate-200 bg-slate-50 text-slate-700">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-3 max-w-xs text-sm">{brand.tagline}</p>
          <ul className="mt-4 flex gap-3">
            {socialLinks.map((social) => {
              const Icon = socialIcons[social.icon];
              return (
                <li key={social.href}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex rounded-lg p-2 text-brand-800 hover:bg-brand-100"
                  >
                    <Icon className="size-5" aria-hidden="true" />
                    <span className="sr-only">{social.label} (öffnet in neuem Tab)</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-slate-900">{column.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map(resolveNavLink).map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:text-brand-800 hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-slate-200">
        <Container className="flex flex-wrap justify-between gap-2 py-4 text-sm">
          <p>
            © {copyrightYear()} {company.legalName}. Alle Preise zzgl. gesetzlicher USt.
          </p>
          <p>
            <a href={`mailto:${brand.email}`} className="hover:underline">
              {brand.email}
            </a>
          </p>
        </Container>
      </div>
    </footer>
  );
}
