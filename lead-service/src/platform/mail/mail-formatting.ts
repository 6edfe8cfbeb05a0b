/**
 * Small helpers every message builder uses: header-safe values, the legal footer and Berlin time.
 */
import { createHash } from 'node:crypto';
import { brand, company } from '@sichtwerk/content/company';
import { escapeControlCharacters, stripBidiControls } from '@sichtwerk/forms/text-rules';
import { html, joinLines, type SafeHtml } from '../shared/html.ts';

/**
 * A header value on one line. Nodemailer encodes headers itself, but a CR/LF from a visitor must never have
 * the chance to start a header of its own (header injection), so it is flattened before it gets there, and
 * other control characters are shown as text. Bidi
 * controls are dropped: in a subject they can make an inbox line read differently from what was sent.
 */
export function headerSafe(value: string): string {
  return escapeControlCharacters(stripBidiControls(value).replace(/[\r\n\u2028\u2029]+/g, ' ')).trim();
}

/** The address part of "Name <address>" (or the value itself). */
export function addressOf(mailbox: string): string {
  return (/<([^>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/**
 * `<<reference>.<mail>@<domain>>`, e.g. `<referral-<uuid>.notification@sichtwerk.de>`: the same on every retry,
 * so a receiver can drop a duplicate, and unique per row and mail.
 */
export function messageIdFor(reference: string, mail: string, fromMailbox: string, distinct?: readonly string[]): string {
  const domain = addressOf(fromMailbox).split('@')[1] ?? 'localhost';
  // A short digest of what makes this mail itself (a booking's id and sequence, the addressee): stable for a retry.
  const suffix = distinct ? `.${createHash('sha256').update(JSON.stringify(distinct)).digest('hex').slice(0, 16)}` : '';
  return `<${reference}.${mail}${suffix}@${domain}>`;
}

/** The Impressum facts every commercial e-mail carries (§ 5 DDG, § 35a GmbHG). */
export function legalFooterLines(): string[] {
  return [
    `${company.legalName} · ${company.street} · ${company.postalCode} ${company.city}`,
    `Sitz: ${company.city} · Geschäftsführer: ${company.managingDirector}`,
    `Registergericht: ${company.registerCourt} · ${company.registerNumber}`,
    `USt-IdNr.: ${company.vatId}`,
    `Telefon: ${company.phone} · E-Mail: ${company.email}`,
  ];
}

export function legalFooterText(): string {
  return ['-- ', ...legalFooterLines()].join('\n');
}

export function legalFooterHtml(): SafeHtml {
  const lines = legalFooterLines().map((line, index) => (index === 0 ? line : html`<br>${line}`));
  return html`<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #d0d7de;color:#57606a;font-size:12px;line-height:1.5">${lines}</p>`;
}

/** The brand line at the top of every HTML mail. */
export function brandHeaderHtml(): SafeHtml {
  return html`<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:${brand.themeColor}">${brand.name}</p>`;
}

/** A minimal, inline-styled HTML frame: mail clients ignore <style> blocks unevenly. */
export function htmlDocument(title: string, body: SafeHtml): SafeHtml {
  return joinLines([
    html`<!doctype html>`,
    html`<html lang="de">`,
    html`<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>`,
    html`<body style="margin:0;padding:24px;background:#f6f8fa;font-family:Arial,Helvetica,sans-serif;color:#1f2328">`,
    html`<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">`,
    brandHeaderHtml(),
    body,
    html`</div>`,
    html`</body>`,
    html`</html>`,
  ]);
}
