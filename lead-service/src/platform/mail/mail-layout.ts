/**
 * Renders every e-mail of the lead pipeline from a few kinds of block, as plain text and as inline-styled
 * HTML. Builders describe what a mail says; line breaks, the frame and the legal footer happen here once, and
 * the HTML part is written with the escaping template (platform/shared/html.ts), so every value is text.
 */
import { brand } from '@sichtwerk/content/company';
import { displayValue, type FieldDeclaration } from '@sichtwerk/forms/form-fields';
import type { MailContent } from './mail-message.ts';
import { escapeControlCharacters, markHiddenCharacters, splitHiddenCharacters } from '@sichtwerk/forms/text-rules';
import { html, joinLines, type SafeHtml } from '../shared/html.ts';
import { telHref } from '../shared/phone-number.ts';
import { htmlDocument, legalFooterHtml, legalFooterText } from './mail-formatting.ts';
import { mailtoHref, webHref } from './mail-links.ts';

/**
 * One labelled value, e.g. ['E-Mail', 'anna@example.de']. Multi-line values keep their line breaks. An href
 * (from mail-links.ts) makes the value a link in the HTML part; the text part shows the value as it is.
 */
export type Field = readonly [label: string, value: string, href?: string];

/** An item with an href (from mail-links.ts or a desk link) has its title linked; the text part adds the address below. */
export type ListItem = string | { title: string; text: string; href?: string };

export type Block =
  | { type: 'paragraph'; text: string }
  /** A highlighted line at the top of a team mail, e.g. the review note on a lead the spam protection could not verify. */
  | { type: 'notice'; text: string }
  | { type: 'list'; heading?: string; ordered?: boolean; items: readonly ListItem[] }
  | { type: 'fields'; heading?: string; fields: readonly Field[] }
  /** One prominent link (a visitor's result page); the text part shows label and address. */
  | { type: 'button'; label: string; href: string };

export const paragraph = (text: string): Block => ({ type: 'paragraph', text });
export const notice = (text: string): Block => ({ type: 'notice', text });
export const fields = (list: readonly Field[], heading?: string): Block => ({
  type: 'fields',
  fields: list,
  ...(heading ? { heading } : {}),
});
export const list = (items: readonly ListItem[], options: { heading?: string; ordered?: boolean } = {}): Block => ({
  type: 'list',
  items,
  ...options,
});

export const button = (label: string, href: string): Block => ({ type: 'button', label, href });

/** The sign-off of every mail to a visitor. */
export const signOff = (): Block => paragraph(`Viele Grüße\nDein ${brand.name}-Team`);

/** "–" for a value the visitor left out. */
export const orDash = (value: string | null | undefined): string => value ?? '–';

const linked = (label: string, value: string, href: string | undefined): Field => (href ? [label, value, href] : [label, value]);

/** The address as a mailto: link. */
export const emailField = (address: string, label = 'E-Mail'): Field => linked(label, address, mailtoHref(address));
/** The number as a tel: link; "–" when none was given. */
export const phoneField = (phone: string | null | undefined, label = 'Telefon'): Field =>
  phone ? linked(label, phone, telHref(phone)) : [label, orDash(phone)];
/** The website as a link (http/https only); "–" when none was given. */
export const websiteField = (website: string | null | undefined, label = 'Website'): Field =>
  website ? linked(label, website, webHref(website)) : [label, orDash(website)];

/** Control characters a visitor or a fetched page slipped in are shown as text, never passed to a mail client. */
const escaped = (text: string): SafeHtml =>
  html`${escapeControlCharacters(text, true)
    .split(/\r?\n/)
    .map((line, index) => (index === 0 ? line : html`<br>${line}`))}`;

/**
 * How a mail writes a text into its two parts. A mail to staff marks the hidden characters a visitor typed as the
 * desk does (`[U+202E]`, highlighted in HTML): a bidi override shows "evil\u202Etxt.exe" as "evilexe.txt" in a
 * mail client too. A visitor's own mail shows their text as they typed it.
 */
interface Writing {
  text(value: string): string;
  html(value: string): SafeHtml;
}

const asTyped: Writing = { text: (value) => value, html: escaped };
const hiddenMarked: Writing = {
  text: (value) => markHiddenCharacters(value),
  html: (value) =>
    html`${splitHiddenCharacters(value).map((piece) =>
      typeof piece === 'string'
        ? escaped(piece)
        : html`<mark style="background:#fde68a;color:#451a03;font-family:monospace;font-size:0.85em;padding:0 2px" title="${piece.bidi ? 'Verstecktes Steuerzeichen für die Schreibrichtung' : 'Unsichtbares Zeichen'}">${piece.codePoint}</mark>`,
    )}`,
};

function itemText(item: ListItem, write: Writing): string {
  if (typeof item === 'string') return write.text(item);
  return `${write.text(item.title)}: ${write.text(item.text)}${item.href ? `\n  ${item.href}` : ''}`;
}

function itemHtml(item: ListItem, write: Writing): SafeHtml {
  if (typeof item === 'string') return write.html(item);
  const title = html`<strong>${write.html(item.title)}</strong>`;
  return html`${item.href ? html`<a href="${item.href}">${title}</a>` : title}<br>${write.html(item.text)}`;
}

function fieldText([label, value]: Field, write: Writing): string {
  const lines = write.text(value).split(/\r?\n/);
  return lines.length === 1 ? `${label}: ${lines[0]}` : [`${label}:`, ...lines.map((line) => `  ${line}`)].join('\n');
}

function blockText(block: Block, write: Writing): string {
  switch (block.type) {
    case 'paragraph':
    case 'notice':
      return write.text(block.text);
    case 'list':
      return [
        ...(block.heading ? [block.heading] : []),
        ...block.items.map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${itemText(item, write)}`),
      ].join('\n');
    case 'fields':
      // A long value (the desk link, an address) wraps inside the card instead of widening it on a phone.
      return [...(block.heading ? [block.heading] : []), ...block.fields.map((field) => fieldText(field, write))].join('\n');
    case 'button':
      return `${block.label}: ${block.href}`;
  }
}

function blockHtml(block: Block, write: Writing): SafeHtml {
  const heading = (text: string | undefined) => (text ? html`<p style="margin:16px 0 4px"><strong>${escaped(text)}</strong></p>` : html``);
  switch (block.type) {
    case 'paragraph':
      return html`<p>${write.html(block.text)}</p>`;
    case 'notice':
      return html`<p style="margin:0 0 16px;padding:10px 12px;border-left:4px solid #bf8700;background:#fff8c5"><strong>${write.html(block.text)}</strong></p>`;
    case 'list': {
      const items = block.items.map((item) => html`<li style="margin-bottom:8px">${itemHtml(item, write)}</li>`);
      return joinLines([
        heading(block.heading),
        block.ordered ? html`<ol style="margin-top:0;padding-left:20px">` : html`<ul style="margin-top:0;padding-left:20px">`,
        ...items,
        block.ordered ? html`</ol>` : html`</ul>`,
      ]);
    }
    case 'fields':
      // A long value (the desk link, an address) wraps inside the card instead of widening it on a phone.
      return joinLines([
        heading(block.heading),
        html`<table style="border-collapse:collapse;font-size:14px">`,
        ...block.fields.map(
          ([label, value, href]) =>
            html`<tr><td style="padding:3px 12px 3px 0;color:#57606a;vertical-align:top">${escaped(label)}</td><td style="padding:3px 0;overflow-wrap:anywhere;word-break:break-word">${href ? html`<a href="${href}">${write.html(value)}</a>` : write.html(value)}</td></tr>`,
        ),
        html`</table>`,
      ]);
    case 'button':
      return html`<p style="margin:20px 0"><a href="${block.href}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:#c2410c;color:#ffffff;font-weight:600;text-decoration:none">${escaped(block.label)}</a></p>`;
  }
}

export interface MailLayout {
  subject: string;
  blocks: readonly Block[];
  /** Why the recipient gets this mail; printed small under the legal footer. */
  footnote?: string;
  /**
   * A mail to our own staff: no public legal footer, which is for people outside the company, and the hidden
   * characters in subject and text marked as the desk marks them.
   */
  internal?: boolean;
}

export function renderMail({ subject: written, blocks, footnote, internal = false }: MailLayout): MailContent {
  const write = internal ? hiddenMarked : asTyped;
  const subject = write.text(written);
  const text = escapeControlCharacters(
    [
      ...blocks.map((block) => blockText(block, write)).flatMap((part) => [part, '']),
      ...(internal ? [] : [legalFooterText()]),
      ...(footnote ? ['', footnote] : []),
    ].join('\n'),
    true,
  );

  const body = joinLines([
    ...blocks.map((block) => blockHtml(block, write)),
    ...(internal ? [] : [legalFooterHtml()]),
    ...(footnote ? [html`<p style="color:#57606a;font-size:12px">${escaped(footnote)}</p>`] : []),
  ]);

  return { subject, text, html: String(htmlDocument(subject, body)) };
}

/** The standard notification to the team: an intro, the submitted fields, and a hint where "Antworten" goes. */
export function notificationMail(options: { subject: string; intro: string; sections: readonly Block[]; replyHint: string }): MailLayout {
  return {
    subject: options.subject,
    blocks: [paragraph(options.intro), ...options.sections, paragraph(options.replyHint)],
  };
}

/**
 * The lead's fields as the team's mail lists them, under the labels the kind declares (@sichtwerk/forms): a
 * choice by its label, an address, a number or a website as a link, an empty optional field as "–". `names`
 * picks and orders them; default: every field in its declared order.
 */
export function fieldRows<Name extends string>(
  declared: { readonly [N in Name]: FieldDeclaration },
  lead: { readonly [N in NoInfer<Name>]: unknown },
  names: readonly NoInfer<Name>[] = Object.keys(declared) as Name[],
): Field[] {
  return names.map((name) => {
    const { label, input, options } = declared[name];
    const raw = lead[name];
    const value = typeof raw === 'string' && raw !== '' ? raw : undefined;
    if (input === 'email' && value) return emailField(value, label);
    if (input === 'tel') return phoneField(value, label);
    if (input === 'url') return websiteField(value, label);
    return [label, value === undefined ? orDash(value) : displayValue({ options }, value)];
  });
}
