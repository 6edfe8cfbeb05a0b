/**
 * The free analysis from the desk to the visitor, through the real service (PostgreSQL, Redis, SMTP sink):
 * staff open a new analysis request and find the draft prefilled from the stored website pre-check, two tabs
 * cannot overwrite each other, the analysis is sent once, the visitor's mail arrives once with a working link,
 * the 48-hour figure counts that mail, a correction is a new version on the same link, and an erased lead's
 * link answers like a wrong one.
 */
import { brand, company } from '@sichtwerk/content/company';
import { analysisMailCopy, analysisRatings, analysisResultCopy, analysisSections } from '@sichtwerk/content/analysis-result';
import { describe, expect, it } from 'vitest';
import type { AnalysisContent } from '@sichtwerk/forms/desk/analysis-contract';
import { analyzeHtml } from '../src/kinds/analysis-requests/website-check/html-analysis.ts';
import { siteFindings, sortFindings } from '../src/kinds/analysis-requests/website-check/findings.ts';
import { createWebsiteCheckRepository } from '../src/kinds/analysis-requests/website-check/repository.ts';
import { runUsersCli } from '../src/cli/run-users-cli.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { recordPromiseState } from '../src/kind-kit/lead-promise.ts';
import { analysisPromise } from '../src/kinds/analysis-requests/reminders.ts';
import { deskClient, type DeskClient } from './support/desk-client.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';
import { sleep, waitFor } from './support/wait-for.ts';

const fixture = useServiceFixture();
const password = 'berta-passwort-1234';
const adminPassword = 'admin-passwort-4567';
const adviserName = 'Berta Beispiel';

/** A home page as a visitor might have built it, with markup in its structured data's type. */
const hostileType = '<img src=x onerror=alert(1)>';
const homePage = `<!doctype html><html lang="de"><head><title>Bäckerei</title>
<script type="application/ld+json">{"@type":"${hostileType.replace(/"/g, '\\"')}"}</script></head>
<body><h1>Bäckerei</h1><p>Telefon 030 1234567</p></body></html>`;

interface EditorView {
  revision: number;
  content: AnalysisContent;
  problems: string[];
  sentAt: string | null;
  mail: { state: string } | null;
  versions: { version: number; adviserName: string }[];
}

async function staff(username: string, role: 'vertrieb' | 'admin' = 'vertrieb'): Promise<DeskClient> {
  const secret = role === 'admin' ? adminPassword : password;
  const known = await fixture.db.pool.query('SELECT 1 FROM users WHERE username = $1', [username]);
  if (known.rows.length === 0) await createUser(fixture.db.pool, { username, password: secret, role });
  const client = deskClient(fixture.service.url);
  expect((await client.login(username, secret)).status).toBe(200);
  return client;
}

/** A new analysis request whose pre-check ran against `homePage` (the check's own parser and findings). */
async function requestWithPrecheck(company: string, email: string): Promise<string> {
  const response = await fixture.service.post({ ...validRequest, company, email });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const analysis = analyzeHtml(homePage);
  if (!('facts' in analysis)) throw new Error('fixture page not analysed');
  const findings = sortFindings(
    siteFindings({
      home: {
        finalUrl: new URL('https://baeckerei-mueller.de/'),
        status: 200,
        elapsedMs: 420,
        contentType: 'text/html',
        xRobotsTag: undefined,
        sizeBytes: homePage.length,
        truncated: false,
        facts: analysis.facts,
      },
      httpRedirect: 'https',
      robotsTxt: false,
      sitemapXml: true,
      phone: validRequest.phone,
    }),
  );
  await createWebsiteCheckRepository(fixture.db.pool).save(id, {
    outcome: 'ok',
    url: 'https://baeckerei-mueller.de/',
    findings,
    durationMs: 900,
  });
  return id;
}

/** Staff confirm every suggestion and write what the pre-check could not know. */
function completed(content: AnalysisContent): AnalysisContent {
  return {
    sections: content.sections.map((section) => {
      const confirmed = {
        ...section,
        ratingPrefilled: false,
        findings: section.findings.map((finding) => ({ ...finding, prefilled: false })),
      };
      if (section.key === 'competitors')
        return {
          ...confirmed,
          rating: 'improvable',
          findings: [{ text: 'Drei Bäckereien im Umkreis stehen in Maps vor dir.', prefilled: false }],
        };
      if (section.key === 'profile')
        return { ...confirmed, rating: 'good', findings: [{ text: 'Dein Profil nennt Öffnungszeiten und Sortiment.', prefilled: false }] };
      if (section.key === 'social')
        return { ...confirmed, findings: [{ text: 'Wir haben keine Social-Media-Kanäle von dir gefunden.', prefilled: false }] };
      return confirmed;
    }),
    summary: 'Deine Website ist solide, in Maps verlierst du Anfragen an die Nachbarn.',
  };
}

const resultLink = (text: string) => {
  const link = /https?:\/\/\S+\/analyse\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!link) throw new Error('no result link in the mail');
  return link;
};

/** The link as this test's service answers it (SITE_URL names the public origin). */
const onService = (link: string) => `${fixture.service.url}${new URL(link).pathname}`;

describe('when staff write the free analysis in the desk and send it', () => {
  it('then the draft starts from the pre-check, is sent once, and the visitor gets one mail whose link shows the result', async () => {
    const email = 'anna.analyse@example.de';
    const id = await requestWithPrecheck('Bäckerei Müller & Söhne', email);
    const out: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text), readPassword: async () => '' };
    const berta = await staff('berta');
    expect(await runUsersCli(['name', 'berta', adviserName], { DATABASE_URL: fixture.db.url }, io)).toBe(0);

    // "Analyse erstellen": the draft, prefilled where the pre-check found something, nothing invented elsewhere.
    const opened = await berta.post<EditorView>(`/leads/${id}/analysis`);
    expect(opened.status).toBe(200);
    const sections = Object.fromEntries(opened.body.content.sections.map((section) => [section.key, section]));
    expect(opened.body.content.sections.map((section) => section.key)).toEqual(analysisSections.map((section) => section.key));
    expect(sections.website?.ratingPrefilled).toBe(true);
    expect(sections.website?.findings.length).toBeGreaterThan(3);
    expect(sections.website?.findings.every((finding) => finding.prefilled)).toBe(true);
    expect(sections.website?.findings.map((finding) => finding.text)).toContain(
      'Es gibt keine robots.txt – Suchmaschinen bekommen keine Hinweise zum Crawlen.',
    );
    expect(sections.maps?.findings.some((finding) => finding.text.includes(hostileType))).toBe(true);
    for (const key of ['competitors', 'profile'] as const) expect(sections[key]).toMatchObject({ rating: 'unchecked', findings: [] });
    // Opening it again (a second tab) gives the same draft.
    expect((await berta.post<EditorView>(`/leads/${id}/analysis`)).body.revision).toBe(opened.body.revision);

    // Unconfirmed suggestions cannot go out.
    const early = await berta.post<{ error: { message: string } }>(`/leads/${id}/analysis/send`, { revision: opened.body.revision });
    expect(early.status).toBe(422);
    expect(early.body.error.message).toContain('Website-Check');

    // Two tabs: the later save that started from the old revision is refused and says who saved in between.
    const tabA = await berta.post<EditorView>(`/leads/${id}/analysis/draft`, {
      revision: opened.body.revision,
      content: completed(opened.body.content),
    });
    expect(tabA.status).toBe(200);
    expect(tabA.body.problems).toEqual([]);
    const tabB = await berta.post<{ error: { message: string } }>(`/leads/${id}/analysis/draft`, {
      revision: opened.body.revision,
      content: opened.body.content,
    });
    expect(tabB.status).toBe(409);
    expect(tabB.body.error.message).toContain(`${adviserName} hat die Analyse`);

    // The preview is the visitor's page, from the draft: text stays text.
    const preview = await fetch(`${fixture.service.url}/vertrieb/api/leads/${id}/analysis/preview`, {
      headers: { cookie: berta.cookie ?? '' },
    });
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain('Bäckerei Müller &amp; Söhne');
    expect(previewHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(previewHtml).not.toContain(hostileType);
    // Before sending, the preview says so and claims no sending date; its next step is the sent page's, inert.
    expect(previewHtml).toContain('Vorschau, noch nicht verschickt:');
    expect(previewHtml).toContain(`${analysisResultCopy.dateLabel}:</span> noch nicht (das Datum des Sendens)`);
    expect(previewHtml).toContain(`aria-disabled="true" title="In der Vorschau ohne Funktion">${analysisResultCopy.bookingStepLabel}</a>`);
    expect(previewHtml).not.toContain(analysisResultCopy.nextStepLabel);

    const sent = await berta.post<EditorView>(`/leads/${id}/analysis/send`, { revision: tabA.body.revision });
    expect(sent.status).toBe(200);
    expect(sent.body.versions).toMatchObject([{ version: 1, adviserName }]);
    const lead = await berta.get<{ status: { key: string; label: string }; history: { action: string }[] }>(`/leads/${id}`);
    expect(lead.body.status).toEqual({ key: 'analysis_sent', label: 'Analyse verschickt' });
    expect(lead.body.history.map((event) => event.action)).toEqual(
      expect.arrayContaining(['analysis_started', 'analysis_edited', 'status_changed', 'analysis_sent']),
    );

    // Sending twice is impossible.
    const again = await berta.post<{ error: { message: string } }>(`/leads/${id}/analysis/send`, { revision: sent.body.revision });
    expect(again.status).toBe(409);

    // One mail to the visitor, greeting the company as the receipt does, with the adviser's name, the link and the
    // strategy call, and nothing else the visitor typed.
    const [mail] = await waitFor('the analysis mail', () => {
      const mails = fixture.smtp.to(email).filter((received) => received.parsed.subject === analysisMailCopy.subject);
      return mails.length > 0 ? mails : undefined;
    });
    expect(mail?.parsed.messageId).toMatch(new RegExp(`^<lead-${id}\\.analysis@`));
    expect(mail?.parsed.text).toContain(adviserName);
    expect(mail?.parsed.text).toContain('30-minütigen Strategiegespräch');
    expect(mail?.parsed.html).toContain(analysisMailCopy.linkLabel);
    expect(mail?.parsed.text).toContain('Hallo Bäckerei Müller & Söhne,');
    expect(mail?.parsed.text?.split('Müller')).toHaveLength(2);
    const link = resultLink(mail?.parsed.text ?? '');
    expect(mail?.parsed.html).toContain(link);
    await fixture.service.sweep();
    await sleep(500);
    expect(fixture.smtp.to(email).filter((received) => received.parsed.subject === analysisMailCopy.subject)).toHaveLength(1);
    expect((await berta.get<EditorView>(`/leads/${id}/analysis`)).body.mail).toMatchObject({ state: 'sent' });

    // The link: the result in the visitor's words, personal and not cached or indexed.
    const page = await fetch(onService(link));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain('Analyse für Bäckerei Müller &amp; Söhne');
    expect(html).toContain(adviserName);
    for (const section of analysisSections) expect(html).toContain(section.title.replace(/&/g, '&amp;'));
    expect(html).toContain(`Bewertung: ${analysisRatings.improvable}`);
    // The next step is the lead's own booking page of the strategy call, the link its receipt mail carries too.
    expect(html).toContain(`href="/termin?vorgang=${id}&amp;s=`);
    expect(html).toContain(`>${analysisResultCopy.bookingStepLabel}</a>`);
    expect(html).not.toContain('Vorschau');
    // Printed, the page drops the site's header and footer: a print-only line names the sender from the Impressum's facts.
    const sender = new RegExp(
      `<p class="[^"]*print:block[^"]*">${brand.name} · [^<]*${company.street}, ${company.postalCode} ${company.city} · Telefon ${company.phone.replace(/[+]/g, '\\+')} · ${company.email}</p>`,
    );
    expect(html).toMatch(sender);
    expect(html).toContain(analysisResultCopy.bookingStepLabel);
    expect(html).not.toContain(`href="${analysisResultCopy.nextStepPath}"`);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain(analysisResultCopy.correctedLabel);

    // A correction after sending is a new version on the same link, with the date of the change.
    const editing = await berta.get<EditorView>(`/leads/${id}/analysis`);
    const corrected = { ...editing.body.content, summary: 'Korrigiert: In Maps verlierst du Anfragen an drei Nachbarn.' };
    const saved = await berta.post<EditorView>(`/leads/${id}/analysis/draft`, { revision: editing.body.revision, content: corrected });
    const correction = await berta.post<EditorView>(`/leads/${id}/analysis/correct`, { revision: saved.body.revision });
    expect(correction.status).toBe(200);
    expect(correction.body.versions.map((version) => version.version)).toEqual([1, 2]);
    const correctedHtml = await (await fetch(onService(link))).text();
    expect(correctedHtml).toContain('Korrigiert: In Maps');
    expect(correctedHtml).toContain(analysisResultCopy.correctedLabel);
    expect(fixture.smtp.to(email).filter((received) => received.parsed.subject === analysisMailCopy.subject)).toHaveLength(1);

    // The 48-hour figure counts the mail: the desk's and /metrics.
    const figures = await berta.get<{ promises: { kind: string; kept: number }[] }>('/figures');
    expect(figures.body.promises.find((promise) => promise.kind === 'analysis-request')?.kept).toBe(1);
    const metrics = await (await fetch(`${fixture.service.url}/metrics`)).text();
    expect(/sichtwerk_analysis_promise_requests\{[^}]*outcome="kept"[^}]*\} (\d+)/.exec(metrics)?.[1]).toBe('1');

    // DSGVO: the export carries the analysis; after erasure the link answers exactly like a made-up one.
    const admin = await staff('adele', 'admin');
    const exported = await admin.post<{ leads: { id: string; analysis: { versions: unknown[] } | null }[] }>('/dsgvo/export', { email });
    expect(exported.body.leads.find((row) => row.id === id)?.analysis?.versions).toHaveLength(2);
    const madeUp = await fetch(`${fixture.service.url}/analyse/${'A'.repeat(43)}`);
    const madeUpHtml = await madeUp.text();
    expect(madeUp.status).toBe(404);
    expect(madeUpHtml).toContain(analysisResultCopy.notFoundTitle);
    expect((await admin.post('/dsgvo/erase', { email })).status).toBe(200);
    const erased = await fetch(onService(link));
    expect(erased.status).toBe(404);
    expect(erased.headers.get('cache-control')).toBe('no-store');
    expect(await erased.text()).toBe(madeUpHtml);
    const left = await fixture.db.pool.query('SELECT (SELECT count(*) FROM analyses) + (SELECT count(*) FROM analysis_links) AS n');
    expect(Number(left.rows[0].n)).toBe(0);
  });

  it('then an analysis without what the offer lists is refused with each gap named, counts for the promise only when complete, and a section left unchecked tells the visitor why', async () => {
    const titleOf = (key: string) => analysisSections.find((section) => section.key === key)?.title ?? key;
    const figures = async (client: DeskClient) =>
      (await client.get<{ promises: { kind: string; kept: number }[] }>('/figures')).body.promises.find(
        (promise) => promise.kind === 'analysis-request',
      )?.kept ?? 0;
    const berta = await staff('berta');
    expect(
      await runUsersCli(
        ['name', 'berta', adviserName],
        { DATABASE_URL: fixture.db.url },
        { out() {}, err() {}, readPassword: async () => '' },
      ),
    ).toBe(0);

    // An analysis sent before the rule, with the competitors „nicht geprüft“: its mail went out, the promise was not kept.
    const before = await figures(berta);
    const legacy = await fixture.service.post({ ...validRequest, company: 'Alt GmbH', email: 'alt@example.de' });
    const { id: legacyId } = (await legacy.json()) as { id: string };
    const legacyDraft = await berta.post<EditorView>(`/leads/${legacyId}/analysis`);
    const legacyContent = {
      sections: legacyDraft.body.content.sections.map((section) =>
        section.key === 'competitors' ? section : { ...section, rating: 'good', findings: [{ text: 'Gut.', prefilled: false }] },
      ),
      summary: 'Alt.',
    };
    await fixture.db.pool.query(
      `UPDATE analyses SET draft = $2, sent_at = now(), sent_by = 'berta', mail_sent_at = now() WHERE lead_id = $1`,
      [legacyId, JSON.stringify(legacyContent)],
    );
    await fixture.db.pool.query(
      `INSERT INTO analysis_versions (lead_id, version, content, adviser_name, published_by) VALUES ($1, 1, $2, $3, 'berta')`,
      [legacyId, JSON.stringify(legacyContent), adviserName],
    );
    await recordPromiseState(fixture.db.pool, analysisPromise, legacyId);
    expect(await figures(berta)).toBe(before);

    // Without a pre-check every section starts „nicht geprüft“: sending is refused, naming each section, and the
    // editor lists the same before „Analyse senden“.
    const email = 'bruno.ohne-website@example.de';
    const response = await fixture.service.post({ ...validRequest, company: 'Schreinerei Ohne Web', email, website: undefined });
    const { id } = (await response.json()) as { id: string };
    const opened = await berta.post<EditorView>(`/leads/${id}/analysis`);
    const refused = await berta.post<{ error: { message: string; fields: Record<string, string> } }>(`/leads/${id}/analysis/send`, {
      revision: opened.body.revision,
    });
    expect(refused.status).toBe(422);
    const named = Object.values(refused.body.error.fields);
    expect(named).toEqual(opened.body.problems);
    for (const key of ['maps', 'competitors', 'profile'])
      expect(named).toContain(`„${titleOf(key)}“ braucht eine Bewertung – die kostenlose Analyse verspricht diesen Bereich.`);
    for (const key of ['website', 'social'])
      expect(named.some((problem) => problem.startsWith(`„${titleOf(key)}“ ist „nicht geprüft“`))).toBe(true);
    expect(named).toContain('Bitte schreib eine Zusammenfassung.');

    // Rated with findings, the website and social media left unchecked with the reason the visitor reads: it goes out.
    const reason = 'Du hast keine Website angegeben.';
    const content: AnalysisContent = {
      sections: opened.body.content.sections.map((section) =>
        section.key === 'website' || section.key === 'social'
          ? {
              ...section,
              findings: [
                { text: section.key === 'website' ? reason : 'Wir haben keine Social-Media-Kanäle von dir gefunden.', prefilled: false },
              ],
            }
          : { ...section, rating: 'critical', findings: [{ text: `Befund zu ${titleOf(section.key)}.`, prefilled: false }] },
      ),
      summary: 'In Maps und im Umkreis fehlst du noch.',
    };
    const saved = await berta.post<EditorView>(`/leads/${id}/analysis/draft`, { revision: opened.body.revision, content });
    expect(saved.body.problems).toEqual([]);
    expect((await berta.post(`/leads/${id}/analysis/send`, { revision: saved.body.revision })).status).toBe(200);
    const [mail] = await waitFor('the analysis mail', () => {
      const mails = fixture.smtp.to(email).filter((received) => received.parsed.subject === analysisMailCopy.subject);
      return mails.length > 0 ? mails : undefined;
    });
    const html = await (await fetch(onService(resultLink(mail?.parsed.text ?? '')))).text();
    expect(html).toContain(`Bewertung: ${analysisRatings.unchecked}`);
    expect(html).toContain(reason);
    expect(html).not.toContain(analysisResultCopy.uncheckedNote);
    await waitFor('the mail counted', async () => ((await figures(berta)) === before + 1 ? true : undefined));
  });

  it('then someone guessing links is stopped after a few misses, while the page never says whether a link existed', async () => {
    let status = 404;
    for (let attempt = 0; attempt < 30 && status === 404; attempt += 1) {
      const response = await fetch(`${fixture.service.url}/analyse/${String(attempt).padStart(43, 'x')}`);
      status = response.status;
      await response.arrayBuffer();
    }
    expect(status).toBe(429);
  });
});
