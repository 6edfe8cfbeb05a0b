/**
 * Parses the command line and runs one command. Separate from main.ts so tests run the real commands
 * in-process against their own database and capture the output. Exit codes: 0 done, 1 failed, 2 wrong usage.
 */
import { parseArgs } from 'node:util';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import type { CliIo } from './cli-context.ts';
import { eraseCommand } from './erase-command.ts';
import { exportCommand } from './export-command.ts';
import { runDigestCli } from './run-digest-cli.ts';
import { runInContext } from './run-in-context.ts';
import { listCommand } from './list-command.ts';
import { purgeCommand } from './purge-command.ts';
import { showCommand } from './show-command.ts';
import { terminalSafe } from './terminal-safe.ts';

export const usage = `Sichtwerk Leads — Betriebswerkzeug

Aufruf: npm run leads -- <befehl> [optionen]

Befehle:
  list                      neueste Leads aller Formulare (Standard: 50)
      --kind <art>          nur diese Art(en), z. B. contact-submissions,cancellations
      --since <zeit>        ab (2025-11-01, "2025-11-01 14:30", 7d, 12h; Berliner Zeit)
      --until <zeit>        bis einschließlich (Datum) bzw. vor (Zeitpunkt)
      --email <adresse>     nur Leads mit dieser Adresse
      --phone <nummer>      nur Leads mit dieser Telefonnummer, gleich wie geschrieben (030 123456, +49 30 123456)
      --spam                nur vom Spam-Schutz markierte Leads (zurückgehalten oder ungeprüft)
      --limit <n>           höchstens n Zeilen (0 = alle)
  show <id>                 alle Felder eines Leads, Mail-Status, Analyse, Termine, Notizen, Anrufe, Verlauf
                            und Queue-Job; der Anfang der ID genügt
                            (mindestens 8 Zeichen, z. B. 3f2a9c1b), wenn nur ein Lead so beginnt
  export --format csv|json  alle Felder (Auskunft nach Art. 15 DSGVO, CRM-Import); Filter wie bei list.
                            JSON: Spaltennamen und Schlüssel wie gespeichert, Zeiten in UTC; CSV zum Lesen:
                            deutsche Spalten und Werte, Berliner Zeit, ohne den internen Suchtext
      --out <datei>         in eine Datei statt auf die Standardausgabe
      --delimiter , | ; | tab   Trennzeichen für CSV (deutsches Excel: ";")
  erase --email <adresse>   löscht alle Leads dieser Adresse und ihre Queue-Jobs (Art. 17 DSGVO);
                            Leads in gesetzlicher Aufbewahrung bleiben und werden genannt
  erase --phone <nummer>    ebenso für eine Telefonnummer, gleich wie geschrieben (030 123456, +49 30 123456)
      --dry-run             nur zeigen, was gelöscht würde
      --free-text           die Adresse auch in Freitextfeldern anderer Leads durch [gelöscht] ersetzen
                            (ohne: nur melden)
  digest --preview|--send-now  die Morgen-Übersicht des Vertriebs ansehen oder jetzt verschicken
                            (wie npm run digest; npm run digest -- --help)
  purge --older-than <tage> löscht Leads älter als <tage> Tage (außer laufender Aufbewahrung)
      --dry-run             nur zählen

Umgebung: DATABASE_URL (ohne: die Datenbank des laufenden npm start, sonst dessen Dateien unter DATA_DIR),
          REDIS_URL und QUEUE_PREFIX (für Queue-Jobs) — wie der Dienst selbst.
Exporte in eine Datei mit --out (oder npm run -s leads …): sonst schreibt npm seine Kopfzeilen mit.
`;

const options = {
  kind: { type: 'string', multiple: true },
  since: { type: 'string' },
  until: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  spam: { type: 'boolean' },
  limit: { type: 'string' },
  format: { type: 'string' },
  out: { type: 'string' },
  delimiter: { type: 'string' },
  'older-than': { type: 'string' },
  'dry-run': { type: 'boolean' },
  'free-text': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const commands = ['list', 'show', 'export', 'erase', 'purge'] as const;
type Command = (typeof commands)[number];

function isCommand(value: string | undefined): value is Command {
  return (commands as readonly string[]).includes(value ?? '');
}

export async function runCli(
  registry: LeadRegistry,
  argv: readonly string[],
  env: Record<string, string | undefined>,
  rawIo: CliIo,
): Promise<number> {
  // `npm run digest` is `leads digest`: the kinds' list reaches the command line through this one entry.
  if (argv[0] === 'digest') return runDigestCli(registry, argv.slice(1), env, rawIo);
  const io = terminalSafe(rawIo);
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === undefined || command === 'help') {
    io.out(usage);
    return 0;
  }
  if (!isCommand(command)) {
    io.err(`Unbekannter Befehl "${command}".\n\n${usage}`);
    return 2;
  }

  return runInContext(registry.forms, env, io, async (context) => {
    const values = parsed.values;
    switch (command) {
      case 'list':
        return await listCommand(context, values);
      case 'show':
        return await showCommand(context, rest[0]);
      case 'export':
        return await exportCommand(context, values);
      case 'erase':
        return await eraseCommand(context, values);
      case 'purge':
        return await purgeCommand(context, values);
      default:
        return command satisfies never;
    }
  });
}
