import { company } from '@sichtwerk/content/company';
import { supervisoryAuthority } from '@sichtwerk/content/legal/datenschutz';
import { pages } from '@sichtwerk/content/routes';
import type { ReactNode } from 'react';

/**
 * The legal texts are plain strings; this turns the facts a visitor wants to act on into links:
 * the e-mail address (mailto:), the phone number (tel:), the supervisory authority's website and
 * the paths of our own pages, e.g. „(/kuendigung)“.
 */
interface LinkRule {
  text: string;
  href: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const rules: readonly LinkRule[] = [
  { text: company.email, href: `mailto:${company.email}` },
  { text: company.phone, href: company.phoneHref },
  { text: supervisoryAuthority.website, href: `https://${supervisoryAuthority.website.replace(/^https?:\/\//, '')}` },
  ...Object.values(pages)
    .filter((page) => page.path !== '/')
    .map((page) => ({ text: page.path, href: page.path })),
];

const hrefByText = new Map(rules.map((rule) => [rule.text, rule.href]));

// Longest first, so "/google-my-business" never matches as a prefix of a longer path; a path must end at a
// word boundary (not followed by a letter, digit or hyphen) and must not be part of a URL ("https://…").
const pattern = new RegExp(
  `(${[...hrefByText.keys()]
    .sort((a, b) => b.length - a.length)
    .map((text) => (text.startsWith('/') ? `(?<![\\w/.:])${escapeRegExp(text)}(?![\\w-])` : escapeRegExp(text)))
    .join('|')})`,
  'g',
);

export function linkifyLegalText(text: string): ReactNode[] {
  return text.split(pattern).map((part, index) => {
    const href = index % 2 === 1 ? hrefByText.get(part) : undefined;
    return href ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, split once and never reordered.
      <a key={index} href={href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {part}
      </a>
    ) : (
      part
    );
  });
}
