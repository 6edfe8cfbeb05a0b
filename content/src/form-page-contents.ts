/**
 * What each form page shows around its form, as data, from the kind's page copy (form-pages/<kind>.ts) with
 * its links to other kinds' form pages resolved: the site renders every form page from this with one route,
 * so a kind's page is its copy and nothing in the site names a kind.
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { DeclaredRichText, FormPageBlock, FormPageContent, RichText } from './define-form-page.ts';
import { formPages } from './form-pages.ts';
import { formPageOf } from './routes.ts';

export type { FormPageBlock, FormPageContent, FormPageIcon, RichText, TextLink, TextParagraph } from './define-form-page.ts';

function resolved(text: DeclaredRichText): RichText {
  return text.map((part) => {
    if (typeof part === 'string' || !('formPage' in part)) return part;
    const page = formPageOf(part.formPage);
    return { href: page.path, label: part.label ?? page.label };
  });
}

function resolvedBlock(block: FormPageBlock<DeclaredRichText>): FormPageBlock {
  if (block.type === 'channel') return { ...block, notes: block.notes.map(resolved) };
  if (block.type === 'card')
    return { ...block, paragraphs: block.paragraphs.map((paragraph) => ({ ...paragraph, text: resolved(paragraph.text) })) };
  return block;
}

/** Each kind's form page; the site's one form route renders the entry of the kind whose path was asked for. */
export const formPageContents: Readonly<Record<FormKind, FormPageContent>> = Object.freeze(
  Object.fromEntries(
    Object.entries(formPages).map(([kind, page]): [string, FormPageContent] => [
      kind,
      { ...page.content, blocks: page.content.blocks.map(resolvedBlock) },
    ]),
  ) as Record<FormKind, FormPageContent>,
);
