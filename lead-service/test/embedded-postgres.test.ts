import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cancellationSchema, analysisRequestSchema, referralSchema } from '@sichtwerk/forms/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentVersion } from '../src/kinds/analysis-requests/analysis-offer.ts';
import { analysisRequestForm } from '../src/kinds/analysis-requests/form.ts';
import { cancellationForm } from '../src/kinds/cancellations/form.ts';
import { cancellationRetentionYears } from '../src/kinds/cancellations/table.ts';
import { createLeadRepository } from '../src/pipeline/lead-repository.ts';
import { referralForm } from '../src/kinds/referrals/form.ts';
import { defaultMigrationsDir, migrate, readMigrations } from '../src/platform/db/migrate.ts';
import { createPool, type Pool } from '../src/platform/db/pool.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/platform/embedded/embedded-postgres.ts';

let dataDir: string;
let embedded: EmbeddedPostgres;
let pool: Pool;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lead-pglite-'));
  embedded = await startEmbeddedPostgres(dataDir);
  pool = createPool({ connectionString: embedded.url, max: 1 });
}, 90_000); // PGlite compiles its WebAssembly on start, which takes long on a busy 2-core machine.

afterAll(async () => {
  await pool?.end();
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('when the service starts without DATABASE_URL', () => {
  it('then PGlite behind pglite-socket accepts the migrations, twice without harm, and an insert', async () => {
    expect(embedded.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    const files = (await readMigrations(defaultMigrationsDir)).map((file) => file.name);
    expect(await migrate(pool)).toEqual(files);
    expect(await migrate(pool)).toEqual([]);

    const repository = createLeadRepository(pool, analysisRequestForm);
    const submission = analysisRequestSchema.parse({ company: 'Café Sonne', email: 'hallo@cafe-sonne.de', phone: '0711 123456' });
    const { id, submittedAt } = await repository.insert(submission);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(submittedAt).toBeInstanceOf(Date);

    await repository.markMailSent(id, 'notification');
    const stored = await repository.findById(id);
    expect(stored).toMatchObject({ company: 'Café Sonne', website: null, consentVersion, websiteCheck: null });
    expect(stored?.notificationSentAt).toBeInstanceOf(Date);
  });

  it('then the new form tables work there too, with the cancellation retention guard', async () => {
    const referrals = createLeadRepository(pool, referralForm);
    const referral = await referrals.insert(
      referralSchema.parse({
        referrerName: 'Petra Lang',
        referrerEmail: 'petra@example.de',
        companyName: 'Autohaus Weber',
        contactPerson: 'Klaus Weber',
        companyEmail: 'k.weber@example.de',
        companyPhone: '089 5566778',
        companyConsent: 'ja',
      }),
    );
    await referrals.markMailSent(referral.id, 'notification');
    expect((await referrals.deliveryState(referral.id))?.unsent).toEqual(['acknowledgement']);
    expect((await referrals.findPending(0, 10)).map((row) => row.id)).toContain(referral.id);

    const cancellations = createLeadRepository(pool, cancellationForm);
    const { id, submittedAt } = await cancellations.insert(
      cancellationSchema.parse({ company: 'Café Sonne', email: 'hallo@cafe-sonne.de' }),
    );
    const stored = await cancellations.findById(id);
    const year = Number(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(submittedAt));
    expect(stored?.retainUntil).toEqual(new Date(`${year + 1 + cancellationRetentionYears}-01-01T00:00:00+01:00`));
    await expect(pool.query('DELETE FROM leads WHERE id = $1', [id])).rejects.toThrow(/must be kept until/);
  });

  it('then the data lives under DATA_DIR/pglite', async () => {
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(path.join(dataDir, 'pglite'))).length).toBeGreaterThan(0);
  });
});
