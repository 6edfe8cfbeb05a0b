/**
 * The two HTML pages the lead service itself answers a plain form post with (the thank-you pages are part of
 * the prerendered site). Plain, readable German without styles or scripts: the site's strict CSP allows no
 * inline style, and the page must work in exactly the browser that runs no script.
 */
import { brand } from '@sichtwerk/content/company';
import { escapeHtml } from '../shared/escape-html.ts';

function document(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brand.name)}</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Typed values survive only the browser's own history, so the page says how to get them back. */
const backHint = 'Tipp: Mit der Zurück-Taste deines Browsers kommst du zum Formular zurück – deine Eingaben sind dann noch da.';

/** 400: what is missing or wrong, one line per field, in the schema's own German words. */
export function invalidInputPage(problems: readonly string[], formHref: string): string {
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('\n');
  return document(
    'Bitte prüfe deine Eingaben',
    `<h1>Bitte prüfe deine Eingaben</h1>
<p>Deine Angaben wurden noch nicht gesendet. Das fehlt noch oder passt nicht:</p>
<ul>
${items}
</ul>
<p><a href="${escapeHtml(formHref)}">Zurück zum Formular</a></p>
<p>${escapeHtml(backHint)}</p>`,
  );
}

/** Any other refusal (too many requests, too large, the database away): the service's German message. */
export function formPostErrorPage(message: string, homeHref: string): string {
  return document(
    'Das hat nicht geklappt',
    `<h1>Das hat nicht geklappt</h1>
<p>${escapeHtml(message)}</p>
<p>${escapeHtml(backHint)}</p>
<p><a href="${escapeHtml(homeHref)}">Zur Startseite</a></p>`,
  );
}
