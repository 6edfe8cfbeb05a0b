/**
 * Small websites on 127.0.0.1 for the website check: one with typical defects, one done right, and one that
 * redirects into the internal network. Each listens on port 0; close() is bounded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureSite {
  /** `127.0.0.1:<port>`, the form WEBSITE_CHECK_ALLOW_HOSTS takes. */
  hostPort: string;
  url: string;
  close(): Promise<void>;
}

export type Pages = Record<string, { status?: number; type?: string; body?: string; headers?: Record<string, string> }>;

/** A plumber's page with known defects: no meta description, two H1, no viewport, no lang, images without alt, no sitemap. */
export const defectiveHome = `<!doctype html><html><head><title>Start</title>
<meta name="robots" content="noindex, follow"></head>
<body><h1>Sanitär Beispiel</h1><h1>Willkommen</h1>
<img src="a.jpg"><img src="b.jpg"><img src="c.jpg" alt="Team">
<p>Rufen Sie an: 030 / 987 65-43</p><script src="x.js"></script></body></html>`;

/** A page that does everything the check looks for. */
export function healthyHome(phone: string): string {
  return `<!doctype html><html lang="de"><head>
<title>Sanitär Muster Berlin – Bad, Heizung, Notdienst 24/7</title>
<meta name="description" content="Sanitär Muster in Berlin-Mitte: Badsanierung, Heizungswartung und Notdienst rund um die Uhr. Festpreise, Termine meist innerhalb einer Woche.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="https://sanitaer-muster.example/">
<meta property="og:title" content="Sanitär Muster"><meta property="og:description" content="Bad und Heizung in Berlin">
<meta property="og:image" content="https://sanitaer-muster.example/og.jpg">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"Sanitär Muster",
"address":{"@type":"PostalAddress","streetAddress":"Musterstr. 1"},"telephone":"${phone}","openingHours":"Mo-Fr 08:00-17:00"}</script>
</head><body><h1>Sanitär Muster</h1><img src="bad.jpg" alt="Neues Bad"><a href="tel:${phone}">${phone}</a></body></html>`;
}

export async function startFixtureSite(pages: Pages): Promise<FixtureSite> {
  const server = http.createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://x').pathname];
    if (!page) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('nicht gefunden');
      return;
    }
    response
      .writeHead(page.status ?? 200, { 'Content-Type': page.type ?? 'text/html; charset=utf-8', ...page.headers })
      .end(page.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/`,
    async close() {
      server.closeAllConnections();
      await Promise.race([new Promise((resolve) => server.close(resolve)), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    },
  };
}
