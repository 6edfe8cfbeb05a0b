/**
 * The bench's desk with years of work in it (scripts/bench-desk.ts): leads across every kind with notes, call
 * attempts, owners and follow-ups, written set-based (generate_series, INSERT … SELECT) so a million rows take
 * minutes, not hours: each kind's rows go into `leads`, the kind's table and `lead_mails` (migrations/074). The
 * tables' secondary indexes are dropped for the load and built again afterwards,
 * from their own definitions (pg_indexes), which is much faster than updating them row by row. References are
 * given set-based too: a bijection of the row number into the reference alphabet, so they are unique without
 * the insert trigger's per-row draw (the trigger is what a visitor's lead goes through).
 */
import type pg from 'pg';
import { mailsOf } from '../src/kind-kit/define-lead-form.ts';
import { anyLeadForms } from '../src/lead-forms.ts';

const surnames = [
  'Berger',
  'Nowak',
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Yilmaz',
  'Kowalski',
  'Popović',
  'Öztürk',
];
const firstNames = [
  'Anna',
  'Jonas',
  'Lena',
  'Lukas',
  'Marie',
  'Felix',
  'Sophie',
  'Paul',
  'Emma',
  'Ben',
  'Mia',
  'Elias',
  'Hannah',
  'Noah',
  'Lea',
  'Jörg',
];
const trades = [
  'Bäckerei',
  'Autohaus',
  'Zahnarztpraxis',
  'Friseursalon',
  'Kanzlei',
  'Elektro',
  'Dachdeckerei',
  'Café',
  'Physiotherapie',
  'Optik',
  'Gartenbau',
  'Schreinerei',
];
const towns = ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig', 'Dresden', 'Bremen', 'Essen', 'Mainz', 'Kiel', 'Stuttgart', 'Nürnberg'];
const messages = [
  'Wir werden bei Google Maps kaum gefunden, obwohl wir seit 20 Jahren im Ort sind.',
  'Bitte ruft mich wegen der Website zurück, am besten nach der Mittagspause.',
  'Unsere Bewertungen sind veraltet, wie bekommen wir mehr echte Rezensionen?',
  'Ich möchte wissen, was eure Betreuung im Monat kostet und wie lange der Vertrag läuft.',
  'Die Öffnungszeiten bei Google stimmen nicht, ich komme nicht in das Profil.',
  'Wir eröffnen eine zweite Filiale und brauchen einen eigenen Eintrag dafür.',
];
const callNotes = ['Sekretariat, Chef ab 14 Uhr da', 'will Angebot per Mail', 'hat keine Zeit, nächste Woche', null, null];

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const sqlArray = (values: readonly (string | null)[]) =>
  `ARRAY[${values.map((value) => (value === null ? 'NULL' : sqlText(value))).join(',')}]::text[]`;
/** Picks from an array by a number column, spread so neighbouring rows differ. */
const pick = (values: readonly string[], by: string) => `(${sqlArray(values)})[1 + ((${by}) % ${values.length})]`;

/**
 * Each kind's share of the leads, its own fields as an INSERT … SELECT over the kind's rows (`seed_lead`: n, the
 * global row number, and the generated person, company, e-mail, phone and message) and the words its search text
 * holds, as the repository writes them (pipeline/lead-repository.ts: free text and addresses, the phone as digits).
 */
const kinds: { kind: string; share: number; table: string; fields: string; words: string; phone?: string }[] = [
  {
    kind: 'analysis-request',
    share: 0.35,
    table: 'contact_submissions',
    fields: `INSERT INTO contact_submissions (id, company, email, phone, website, industry, consent_version, consent_at)
      SELECT id, company, email, phone, 'www.firma' || n || '.de', 'Handwerk', 'bench', submitted_at FROM seed_lead`,
    words: `company || ' ' || email || ' ' || 'www.firma' || n || '.de' || ' ' || 'Handwerk'`,
    phone: 'phone',
  },
  {
    kind: 'contact-message',
    share: 0.25,
    table: 'contact_messages',
    fields: 'INSERT INTO contact_messages (id, name, email, phone, message) SELECT id, person, email, phone, message FROM seed_lead',
    words: `person || ' ' || email || ' ' || message`,
    phone: 'phone',
  },
  {
    kind: 'referral',
    share: 0.1,
    table: 'referrals',
    fields: `INSERT INTO referrals (id, referrer_name, referrer_email, company_name, contact_person, company_email, company_phone, reason, company_consent)
      SELECT id, 'Empfehler ' || n, 'empfehler' || n || '@example.de', company, person, email, phone, message, 'ja' FROM seed_lead`,
    words: `'Empfehler ' || n || ' ' || 'empfehler' || n || '@example.de' || ' ' || company || ' ' || person || ' ' || email || ' ' || message`,
    phone: 'phone',
  },
  {
    kind: 'cancellation',
    share: 0.1,
    table: 'cancellations',
    fields: `INSERT INTO cancellations (id, company, email, customer_number, reason) SELECT id, company, email, 'K-' || n, NULL FROM seed_lead`,
    words: `company || ' ' || email || ' ' || 'K-' || n`,
  },
  {
    kind: 'callback-request',
    share: 0.2,
    table: 'callback_requests',
    fields: `INSERT INTO callback_requests (id, name, phone, time_window, message)
      SELECT id, person, phone, ${pick(['vormittags', 'mittags', 'nachmittags'], 'n')}, message FROM seed_lead`,
    words: `person || ' ' || message`,
    phone: 'phone',
  },
];

export const benchTables = ['leads', 'lead_mails', ...kinds.map((kind) => kind.table)];

/**
 * Seeds `leadCount` leads (newest now, three years back) owned in part by `ownerIds` (the first one is the
 * bench's own account), then their notes, calls and the history of status changes, and builds the indexes.
 */
export async function seedDesk(pool: pg.Pool, leadCount: number, ownerIds: readonly string[], log: (line: string) => void): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SET maintenance_work_mem = '512MB'");
    await client.query('SET synchronous_commit = off');
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
        WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      [benchTables],
    );
    for (const index of indexes) await client.query(`DROP INDEX ${index.indexname}`);
    // The reference trigger draws one per row; the seed gives them set-based (below) instead.
    await client.query('SET session_replication_role = replica');
    const owners = sqlArray(ownerIds);
    let offset = 0;
    for (const kind of kinds) {
      const form = anyLeadForms.find((candidate) => candidate.kind === kind.kind);
      if (!form) throw new Error(`no form kind ${kind.kind}`);
      const statuses = Object.keys(form.statuses);
      const count = kind === kinds.at(-1) ? leadCount - offset : Math.round(leadCount * kind.share);
      // Row n of all leads: submitted at an even spread over three years, the kinds interleaved as visitors send
      // them (n * 7919 mod the count is a permutation: a kind's rows do not sit in one stretch of time, which put
      // every analysis request in 2023–24 and made a word of one kind absent from the newest rows), every 40th
      // flagged, 60 % owned, every 20th with a follow-up between 20 days ago and 10 days ahead.
      const from = `FROM (SELECT n,
          now() - (((n * 7919) % ${leadCount})::float / ${leadCount} * interval '1095 days') AS submitted_at,
          ${pick(firstNames, 'n * 7')} || ' ' || ${pick(surnames, 'n * 13')} AS person,
          ${pick(trades, 'n')} || ' ' || ${pick(surnames, 'n * 13')} || ' ' || ${pick(towns, 'n / 7')} AS company,
          'kontakt' || n || '@firma' || (n % 997) || '.de' AS email,
          (ARRAY['+49 711 ', '0711 ', '0711/', '+49 (0) 30-', '0049 89 '])[1 + n % 5] || (1000000 + (n * 7919) % 9000000) AS phone,
          ${pick(messages, 'n * 5')} || ' (' || n || ')' AS message,
          (${sqlArray(statuses)})[1 + (n * 11) % ${statuses.length}] AS status,
          CASE WHEN n % 40 = 0 THEN 'token_missing'::spam_reason WHEN n % 97 = 0 THEN 'honeypot'::spam_reason END AS spam,
          bench_reference(n) AS reference,
          CASE WHEN n % 5 < 3 THEN (${owners})[1 + (n / 5) % ${ownerIds.length}]::uuid END AS owner_id,
          CASE WHEN n % 20 = 0 AND n % 5 < 3 THEN now() + ((n % 30) - 20) * interval '1 day' + (n % 9) * interval '1 hour' END AS follow_up_at
        FROM generate_series(${offset + 1}::bigint, ${offset + count}::bigint) AS n) AS lead`;
      const started = Date.now();
      await client.query(`CREATE TEMP TABLE seed_lead AS SELECT gen_random_uuid() AS id, lead.* ${from}`);
      await client.query(`INSERT INTO leads (id, kind, reference, submitted_at, status, spam_reason, enqueued_at, owner_id, follow_up_at,
          search_text, retain_until, status_changed_at, first_handled_at, promise_due_at)
        SELECT id, '${kind.kind}', reference, submitted_at, status, spam, submitted_at, owner_id, follow_up_at,
          lead_search_normal(${kind.words}) || ${kind.phone ? `' ' || lead_phone_digits(${kind.phone}) || ` : ''}' ' || lead_search_normal(reference),
          ${kind.kind === 'cancellation' ? "submitted_at + interval '6 years'" : 'NULL'},
          CASE WHEN status <> ${sqlText(statuses[0] ?? 'new')} THEN submitted_at + interval '2 hours' END,
          CASE WHEN status <> ${sqlText(statuses[0] ?? 'new')} THEN submitted_at + interval '2 hours' END,
          ${form.promise ? `submitted_at + ${form.promise.withinMs} * interval '1 millisecond'` : 'NULL'}
        FROM seed_lead`);
      await client.query(kind.fields);
      await client.query(
        `INSERT INTO lead_mails (lead_id, mail, sent_at) SELECT id, mail, submitted_at FROM seed_lead, unnest(${sqlArray(mailsOf(form))}) AS mail`,
      );
      await client.query(`INSERT INTO lead_references (reference, lead_id, lead_kind) SELECT reference, id, '${kind.kind}' FROM seed_lead`);
      // Calls for two leads in three (one to three attempts), a note for every fourth, a status change for the handled.
      await client.query(`INSERT INTO lead_calls (lead_id, lead_kind, at, caller, outcome, note)
        SELECT id, '${kind.kind}', submitted_at + attempt * interval '3 hours', 'bench',
          (ARRAY['not_reached','voicemail','reached','wrong_number'])[1 + (attempt + abs(hashtext(id::text))) % 4],
          (${sqlArray(callNotes)})[1 + (attempt + abs(hashtext(id::text))) % ${callNotes.length}]
          FROM seed_lead, generate_series(1, abs(hashtext(id::text)) % 4) AS attempt
         WHERE abs(hashtext(id::text)) % 3 > 0`);
      await client.query(`INSERT INTO lead_notes (lead_id, lead_kind, at, author, text)
        SELECT id, '${kind.kind}', submitted_at + interval '1 hour', 'bench', 'Erstgespräch: ' || ${pick(messages, 'abs(hashtext(id::text))')}
          FROM seed_lead WHERE abs(hashtext(id::text)) % 4 = 0`);
      await client.query(`INSERT INTO lead_events (lead_id, lead_kind, at, actor, action, detail)
        SELECT id, '${kind.kind}', submitted_at + interval '2 hours', 'bench', 'status_changed',
          jsonb_build_object('from', ${sqlText(statuses[0] ?? 'new')}, 'to', status)
          FROM seed_lead WHERE status <> ${sqlText(statuses[0] ?? 'new')}`);
      await client.query('DROP TABLE seed_lead');
      log(`  ${kind.kind}: ${count} leads with calls, notes and history in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      offset += count;
    }
    await client.query('SET session_replication_role = DEFAULT');
    const started = Date.now();
    for (const index of indexes) await client.query(index.indexdef);
    log(`  ${indexes.length} indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await client.query('VACUUM ANALYZE');
  } finally {
    client.release();
  }
}

/**
 * bench_reference(n): row n's reference, "SW-" and eight symbols of the reference alphabet. n times a number
 * prime to 31 modulo 31^8 is a bijection, so distinct rows get distinct references that look random.
 */
export const benchReferenceFunction = `CREATE OR REPLACE FUNCTION bench_reference(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'SW-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + ((n * 387420489 % 852891037441) / (31::bigint ^ digit)::bigint % 31)::int, 1), ''
    ORDER BY digit DESC) FILTER (WHERE digit >= 4) || '-' ||
    string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + ((n * 387420489 % 852891037441) / (31::bigint ^ digit)::bigint % 31)::int, 1), ''
    ORDER BY digit DESC) FILTER (WHERE digit < 4)
  FROM generate_series(0, 7) AS digit
$$`;
