import { TZDate } from '@date-fns/tz';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDigestCli } from '../src/cli/run-digest-cli.ts';
import { callbackOwnedBy, digestStaff } from './support/digest-staff.ts';
import { leadRegistry } from './support/lead-registry.ts';
import { useServiceFixture } from './support/service-fixture.ts';

const fixture = useServiceFixture();
const wall = (day: number, hour: number, minute = 0) => new Date(new TZDate(2026, 11, day, hour, minute, 0, 'Europe/Berlin').getTime());
/** Thursday, 3 December 2026, 9:15 in Berlin: a working day, after the 8:00 run. */
const thursday = wall(3, 9, 15);

const digestMails = (to: string) => fixture.smtp.to(to).filter((mail) => mail.parsed.subject?.startsWith('Heute im Vertrieb'));

async function digestCli(args: string[], now = thursday): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const { databaseUrl, redisUrl, queuePrefix } = fixture.service.config;
  const code = await runDigestCli(
    leadRegistry,
    args,
    { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix },
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    { now, waitMs: 30_000 },
  );
  return { code, out: out.join(''), err: err.join('') };
}

describe('the morning digest on demand (npm run digest)', () => {
  it('when an adviser previews the digest, then it shows the follow-ups due with their references and sends and records nothing; an account with the digest off is previewed on request and told it gets none', async () => {
    const greta = await digestStaff(fixture, 'greta', 'greta@sichtwerk.test', 'Greta Berger');
    const hans = await digestStaff(fixture, 'hans', null, 'Hans Vogel');
    const { reference: berger } = await callbackOwnedBy(fixture, greta, 'Vorschauprobe Berger', wall(2, 9));
    const { reference: vogel } = await callbackOwnedBy(fixture, hans, 'Vorschauprobe Vogel', wall(3, 11));

    const all = await digestCli(['--preview', '--am', '2026-12-03']);
    expect(all.code).toBe(0);
    expect(all.out).toContain('Vorschau der Morgen-Übersicht für Do., 03.12.2026, Stand 08:00 Uhr — nichts wird verschickt.');
    expect(all.out).toContain('── greta (Greta Berger) · an greta@sichtwerk.test');
    expect(all.out).toContain('Betreff: Heute im Vertrieb (Do., 03.12.): 1 Wiedervorlage');
    expect(all.out).toContain(`Vorschauprobe Berger · ${berger}`);
    expect(all.out).toContain('Wiedervorlage überfällig seit 02.12., 09:00 Uhr');
    // hans has no digest: the run would not mail him, so the preview of everyone does not list him.
    expect(all.out).not.toContain('hans');

    const one = await digestCli(['--preview', '--user', 'hans', '--am', '2026-12-03']);
    expect(one.out).toContain('── hans (Hans Vogel)');
    expect(one.out).toContain('Die „Tägliche Übersicht“ ist bei diesem Konto aus: es bekommt diese Mail nicht.');
    expect(one.out).toContain(`Vorschauprobe Vogel · ${vogel}`);
    expect(one.out).toContain('Wiedervorlage heute 11:00 Uhr');

    const file = path.join(tmpdir(), `digest-preview-${process.pid}.html`);
    expect((await digestCli(['--preview', '--user', 'greta', '--am', '2026-12-03', '--html', file])).code).toBe(0);
    expect(await readFile(file, 'utf8')).toContain(`Vorschauprobe Berger · ${berger}`);

    expect(digestMails('greta@sichtwerk.test')).toEqual([]);
    expect((await fixture.db.pool.query('SELECT 1 FROM desk_digests')).rowCount).toBe(0);
  });

  it('when someone previews on a Saturday, then the preview says no digest goes out that day and shows Monday’s', async () => {
    const saturday = await digestCli(['--preview', '--user', 'greta'], wall(5, 10));
    expect(saturday.out).toContain('Sa., 05.12.2026 ist kein Arbeitstag: an dem Tag geht keine Übersicht raus.');
    expect(saturday.out).toContain('Vorschau der Morgen-Übersicht für Mo., 07.12.2026, Stand 08:00 Uhr');
  });

  it('when an operator triggers the digest now, then the running worker mails what the preview showed, once, and a second trigger sends no second mail', async () => {
    const preview = await digestCli(['--preview', '--user', 'greta']);
    const subject = /Betreff: (.*)/.exec(preview.out)?.[1];
    expect(subject).toBe('Heute im Vertrieb (Do., 03.12.): 1 Wiedervorlage');

    const first = await digestCli(['--send-now']);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toContain('greta: verschickt');
    const mails = digestMails('greta@sichtwerk.test');
    expect(mails.map((mail) => mail.parsed.subject)).toEqual([subject]);
    expect(mails[0]?.parsed.text).toContain('Vorschauprobe Berger · ');

    const second = await digestCli(['--send-now']);
    expect(second.out).toContain('greta: heute schon verschickt, keine zweite');
    expect(digestMails('greta@sichtwerk.test')).toHaveLength(1);
    const again = await digestCli(['--preview', '--user', 'greta']);
    expect(again.out).toContain('Die Übersicht dieses Tages ist schon verschickt; ein weiterer Lauf schickt keine zweite.');
  });

  it('when the command is called without --preview or --send-now, then it prints how to use it and fails', async () => {
    const bare = await digestCli([]);
    expect(bare.code).toBe(2);
    expect(bare.out).toContain('npm run digest -- --preview');
    expect((await digestCli(['--send-now', '--user', 'greta'])).code).toBe(2);
  });
});
