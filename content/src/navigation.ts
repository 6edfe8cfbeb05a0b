import { referralLinkLabel } from './referral-offer.ts';
import { externalLinks } from './company.ts';
import { pages, type PageKey } from './routes.ts';

/** A link in the header or footer; internal links point at registry pages so a path is never typed twice. */
export type NavLink =
  | { kind: 'page'; page: PageKey; label?: string }
  | { kind: 'external'; href: string; label: string /** A short line under the label: what is behind the link. */; hint?: string };

export interface ResolvedNavLink {
  href: string;
  label: string;
  external: boolean;
  hint?: string;
}

export function resolveNavLink(link: NavLink): ResolvedNavLink {
  if (link.kind === 'external') return { href: link.href, label: link.label, external: true, ...(link.hint ? { hint: link.hint } : {}) };
  const page = pages[link.page];
  return { href: page.path, label: link.label ?? page.label, external: false };
}

export const mainNavigation: readonly NavLink[] = [
  { kind: 'page', page: 'vorteile' },
  { kind: 'page', page: 'funktionen' },
  { kind: 'page', page: 'preise' },
  { kind: 'page', page: 'blog' },
];

/** The reading's two labels; the hints say which is which (newcomer review 2026-11-26: no hint). */
export const loginLinks: readonly NavLink[] = [
  { kind: 'external', href: externalLinks.customerLogin, label: 'Kundenlogin', hint: 'Dein Kundenkonto: Vertrag und Rechnungen' },
  { kind: 'external', href: externalLinks.appLogin, label: 'Login App', hint: 'Die Sichtwerk-App: Analysen, Texte, Freigaben' },
];

export const primaryCallToAction: NavLink = { kind: 'page', page: 'kostenloseAnalyse', label: 'Gratis Check' };

export interface FooterColumn {
  heading: string;
  links: readonly NavLink[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'Allgemeines',
    links: [
      { kind: 'page', page: 'ueberUns' },
      { kind: 'page', page: 'vorteile' },
      { kind: 'page', page: 'preise' },
      { kind: 'page', page: 'blog' },
      { kind: 'page', page: 'empfehlung', label: referralLinkLabel },
    ],
  },
  {
    heading: 'Plattform',
    links: [
      { kind: 'page', page: 'kostenloseAnalyse' },
      { kind: 'page', page: 'funktionen' },
      { kind: 'page', page: 'kiFunktionen' },
      { kind: 'page', page: 'seoTool' },
      { kind: 'page', page: 'googleMapsRanking' },
    ],
  },
  {
    heading: 'Marketing Guide',
    links: [
      { kind: 'page', page: 'googleMyBusiness' },
      { kind: 'page', page: 'googleBusinessProfilOptimieren' },
      { kind: 'page', page: 'backlinkStrategie' },
    ],
  },
  {
    heading: 'Kontakt',
    links: [
      { kind: 'page', page: 'kontakt' },
      { kind: 'page', page: 'rueckruf' },
      { kind: 'page', page: 'impressum' },
      { kind: 'page', page: 'datenschutz' },
      { kind: 'page', page: 'agb' },
      { kind: 'page', page: 'barrierefreiheit' },
      { kind: 'page', page: 'kuendigung', label: 'Vertrag kündigen' },
    ],
  },
];

export const socialLinks = [
  { href: externalLinks.linkedin, label: 'LinkedIn', icon: 'linkedin' },
  { href: externalLinks.instagram, label: 'Instagram', icon: 'instagram' },
] as const;
