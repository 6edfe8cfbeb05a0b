/**
 * A browser without JavaScript, made of fetch and an HTML parser: it opens a URL and follows redirects as a
 * browser does, reads a page's links and forms, and sends a form the way the browser would (GET with the
 * fields as query, POST url-encoded, with the page's Origin). The deployment stories drive most journeys with
 * it; the real browser is kept for what needs JavaScript.
 */
import { expect } from '@playwright/test';
import type { Element } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { textIn } from './served-page.ts';

export interface Visit {
  /** Where the last redirect led. */
  url: string;
  status: number;
  headers: Headers;
  html: string;
  /** Every URL of the way there, the first included. */
  chain: string[];
}

export interface PageForm {
  method: 'GET' | 'POST';
  /** Absolute, resolved against the page. */
  action: string;
  /** The successful controls: hidden, text-like and checked ones; the first radio of each group is chosen. */
  fields: Record<string, string>;
  /** Every radio button's values by name, in page order. */
  choices: Record<string, string[]>;
  buttons: string[];
}

const maxRedirects = 10;

/** Opens `url` (GET, or the given request) and follows redirects: a 303 or a 302 after a POST becomes a GET. */
export async function visit(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Visit> {
  const chain = [url];
  let current = url;
  let request: RequestInit = { method: init.method ?? 'GET', redirect: 'manual', headers: init.headers ?? {} };
  if (init.body !== undefined) request.body = init.body;
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const response = await fetch(current, request);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      current = new URL(location, current).toString();
      chain.push(current);
      request = { method: 'GET', redirect: 'manual' };
      continue;
    }
    return { url: current, status: response.status, headers: response.headers, html: await response.text(), chain };
  }
  throw new Error(`${url}: more than ${maxRedirects} redirects (${chain.join(' → ')})`);
}

const decode = (text: string) => parseDocument(text, { decodeEntities: true });

/** The page's links: every `<a href>` resolved against its URL (no fragments, no mailto:/tel:). */
export function linksOf(page: Pick<Visit, 'url' | 'html'>): string[] {
  const anchors = findAll((node) => node.name === 'a', decode(page.html).children);
  const links = anchors
    .map((anchor) => getAttributeValue(anchor, 'href'))
    .filter((href): href is string => href !== undefined && !href.startsWith('#'))
    .map((href) => new URL(href, page.url))
    .filter((link) => link.protocol === 'http:' || link.protocol === 'https:')
    .map((link) => {
      link.hash = '';
      return link.toString();
    });
  return [...new Set(links)];
}

/** The page's text as a browser's innerText reads it (served-page.ts, one rule for both), for „contains“ checks. */
export const textOf = (html: string): string => textIn(decode(html));

function formOf(element: Element, pageUrl: string): PageForm {
  const fields: Record<string, string> = {};
  const choices: Record<string, string[]> = {};
  const buttons: string[] = [];
  for (const control of findAll((node) => ['input', 'select', 'textarea', 'button'].includes(node.name), element.children)) {
    const name = getAttributeValue(control, 'name');
    const type = (getAttributeValue(control, 'type') ?? (control.name === 'button' ? 'submit' : 'text')).toLowerCase();
    if (control.name === 'button' || type === 'submit') {
      buttons.push(textContent(control).replace(/\s+/g, ' ').trim() || (getAttributeValue(control, 'value') ?? ''));
      continue;
    }
    if (!name) continue;
    const value = getAttributeValue(control, 'value') ?? '';
    if (type === 'radio') {
      (choices[name] ??= []).push(value);
      if (!(name in fields) || getAttributeValue(control, 'checked') !== undefined) fields[name] = value;
    } else if (type === 'checkbox') {
      if (getAttributeValue(control, 'checked') !== undefined) fields[name] = value || 'on';
    } else if (control.name === 'select') {
      const options = findAll((node) => node.name === 'option', control.children);
      const chosen = options.find((option) => getAttributeValue(option, 'selected') !== undefined) ?? options[0];
      fields[name] = chosen ? (getAttributeValue(chosen, 'value') ?? textContent(chosen)) : '';
    } else if (control.name === 'textarea') {
      fields[name] = textContent(control);
    } else {
      fields[name] = value;
    }
  }
  const method = (getAttributeValue(element, 'method') ?? 'get').toUpperCase() === 'POST' ? 'POST' : 'GET';
  return { method, action: new URL(getAttributeValue(element, 'action') ?? pageUrl, pageUrl).toString(), fields, choices, buttons };
}

export function formsOf(page: Pick<Visit, 'url' | 'html'>): PageForm[] {
  return findAll((node) => node.name === 'form', decode(page.html).children).map((element) => formOf(element, page.url));
}

/** The one form whose button says `button` (or whose action matches), or the story fails naming what the page offers. */
export function formWith(page: Pick<Visit, 'url' | 'html'>, match: { button?: string | RegExp; action?: RegExp }): PageForm {
  const forms = formsOf(page);
  const found = forms.find(
    (form) =>
      (match.button === undefined ||
        form.buttons.some((label) => (typeof match.button === 'string' ? label === match.button : match.button?.test(label)))) &&
      (match.action === undefined || match.action.test(form.action)),
  );
  if (!found) {
    const offered = forms.map((form) => `${form.method} ${form.action} [${form.buttons.join(' | ')}]`).join('; ');
    throw new Error(`${page.url}: no form with ${String(match.button ?? match.action)} (the page has: ${offered || 'no form'})`);
  }
  return found;
}

/** Sends the form as the browser would, from the page at `pageUrl`: its Origin header, and the redirects followed. */
export function submit(form: PageForm, pageUrl: string, overrides: Record<string, string> = {}): Promise<Visit> {
  const body = new URLSearchParams({ ...form.fields, ...overrides });
  if (form.method === 'GET') {
    const target = new URL(form.action);
    target.search = body.toString();
    return visit(target.toString());
  }
  return visit(form.action, {
    method: 'POST',
    body: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(pageUrl).origin },
  });
}

/** The visit answered `status` (200 unless told), or the story fails with where it went and what the page said. */
export function expectStatus(page: Visit, status = 200): void {
  expect(page.status, `${page.chain.join(' → ')} answered ${page.status}: ${textOf(page.html).slice(0, 300)}`).toBe(status);
}
