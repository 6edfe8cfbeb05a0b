import type { RichText } from '@sichtwerk/content/form-page-contents';

/** Running text with links; every part is rendered as text, never as markup. */
export function RichTextView({ text }: { text: RichText }) {
  return text.map((part) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={part.href} href={part.href} className="font-medium text-brand-700 underline">
        {part.label}
      </a>
    ),
  );
}

/** The words of running text without its links' targets, e.g. as a key. */
export function plainText(text: RichText): string {
  return text.map((part) => (typeof part === 'string' ? part : part.label)).join('');
}
