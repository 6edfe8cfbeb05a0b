/**
 * `npm run bench:precheck`: website checks per second and p50/p99 duration of one check (home page, http→https
 * probe skipped on plain http, robots.txt, sitemap.xml, parsing and findings) against a local fixture site with
 * a realistic home page (~60 KB HTML, 40 images, JSON-LD). The site is allowed the way tests allow it.
 *
 * Environment: BENCH_CHECKS (500), BENCH_CONCURRENCY (4, the default WEBSITE_CHECK_CONCURRENCY).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runWebsiteCheck } from '../src/kinds/analysis-requests/website-check/run-check.ts';
import { systemResolve } from '../src/kinds/analysis-requests/website-check/safe-fetch.ts';

const checks = Number(process.env.BENCH_CHECKS ?? 500);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);

const paragraphs = Array.from(
  { length: 120 },
  (_, index) => `<p>Abschnitt ${index}: Wir sanieren Bäder in Berlin, Potsdam und Umgebung – mit Festpreis und Termin.</p>`,
).join('\n');
const images = Array.from(
  { length: 40 },
  (_, index) => `<img src="/bild-${index}.jpg"${index % 3 === 0 ? '' : ` alt="Bild ${index}"`}>`,
).join('');
const home = `<!doctype html><html lang="de"><head><title>Sanitär Muster Berlin – Bad, Heizung, Notdienst</title>
<meta name="description" content="Sanitär Muster in Berlin-Mitte: Badsanierung, Heizungswartung und Notdienst rund um die Uhr. Festpreise, Termine meist innerhalb einer Woche.">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="canonical" href="https://example.test/">
<script type="application/ld+json">{"@type":"Plumber","address":{"streetAddress":"Musterstr. 1"},"telephone":"+49 30 1234567","openingHours":"Mo-Fr 08:00-17:00"}</script>
${Array.from({ length: 12 }, (_, index) => `<script src="/js/${index}.js"></script>`).join('')}
</head><body><h1>Sanitär Muster</h1>${images}${paragraphs.repeat(4)}<a href="tel:+49301234567">030 1234567</a></body></html>`;

const server = http.createServer((request, response) => {
  if (request.url === '/') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(home);
  else if (request.url === '/robots.txt') response.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\n');
  else response.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const hostPort = `127.0.0.1:${port}`;

const durations: number[] = [];
const outcomes = new Map<string, number>();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < checks) {
      next += 1;
      const result = await runWebsiteCheck(`http://${hostPort}/`, '030 1234567', { allowHosts: [hostPort], resolve: systemResolve });
      durations.push(result.durationMs);
      outcomes.set(result.outcome, (outcomes.get(result.outcome) ?? 0) + 1);
    }
  }),
);
const elapsedS = (performance.now() - started) / 1000;
server.closeAllConnections();
server.close();

durations.sort((a, b) => a - b);
const percentile = (p: number) => durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))] ?? 0;
console.log(
  `website pre-check bench: ${checks} checks, concurrency ${concurrency}, home page ${Math.round(Buffer.byteLength(home) / 1024)} KB`,
);
console.log(`  outcomes: ${[...outcomes].map(([name, count]) => `${name}=${count}`).join(', ')}`);
console.log(`  throughput: ${(checks / elapsedS).toFixed(1)} checks/s`);
console.log(
  `  duration: p50 ${percentile(50).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms, max ${(durations.at(-1) ?? 0).toFixed(1)} ms`,
);
