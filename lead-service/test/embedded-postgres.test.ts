import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactSubmissionRepository } from '../src/contact-submissions/repository.ts';
import { contactSubmissionSchema } from '../src/contact-submissions/schema.ts';
import { migrate } from '../src/db/migrate.ts';
import { createPool, type Pool } from '../src/db/pool.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/embedded/embedded-postgres.ts';

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
    expect(await migrate(pool)).toEqual([
      '001_contact_submissions.sql',
      '002_contact_messages.sql',
      '003_referrals.sql',
      '004_cancellations.sql',
    ]);
    expect(await migrate(pool)).toEqual([]);

    const repository = createContactSubmissionRepository(pool);
    const submission = contactSubmissionSchema.parse({ company: 'Café Sonne', email: 'hallo@cafe-sonne.de', phone: '0711 123456' });
    const { id, submittedAt } = await repository.insert(submission, 'test-consent');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(submittedAt).toBeInstanceOf(Date);

    await repository.markMailSent(id, 'confirmation');
    const stored = await repository.findById(id);
    expect(stored).toMatchObject({ company: 'Café Sonne', website: null, consentVersion: 'test-consent' });
    expect(stored?.confirmationSentAt).toBeInstanceOf(Date);
  });

  it('then the data lives under DATA_DIR/pglite', async () => {
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(path.join(dataDir, 'pglite'))).length).toBeGreaterThan(0);
  });
});
