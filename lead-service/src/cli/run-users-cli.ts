/**
 * `npm run users -- <command>`: staff accounts of the sales desk (add, list, name, calls, email, hours, block, unblock, password, disable). Same database
 * rules as `npm run leads` (cli-context.ts): DATABASE_URL, else the running `npm start`'s database, else its
 * files. Passwords never appear on the command line (shell history, process list): they are read from
 * standard input, one line when it is not a terminal, else prompted without echo.
 */
import { parseArgs } from 'node:util';
import { ConfigError } from '../platform/config/load-config.ts';
import { minimumPasswordLength } from '../platform/staff/password-hash.ts';
import {
  createUser,
  disableUser,
  displayNameOf,
  displayNameSchema,
  listUsers,
  passwordSchema,
  roleLabels,
  roles,
  setDisplayName,
  setPassword,
  staffEmailSchema,
  UserExistsError,
  usernameSchema,
  type Role,
} from '../platform/staff/users.ts';
import { formatBerlinTimeShort } from '../platform/shared/berlin-time.ts';
import { setAdviserHours, setBlockedDay, setHoldsCalls, setUserEmail } from '../booking/advisers.ts';
import { formatWeeklyHours, parseWeeklyHours, type HoursSpan } from '../platform/shared/weekly-hours.ts';
import { openContext, type CliIo } from './cli-context.ts';
import { renderTable } from './text-table.ts';
import { ArgumentError } from './time-arguments.ts';

export const usersUsage = `Sichtwerk Vertriebs-Desk — Benutzerkonten

Aufruf: npm run users -- <befehl> [optionen]

Befehle:
  add <benutzername> --role vertrieb|admin   legt ein Konto an; das Passwort (mindestens ${minimumPasswordLength} Zeichen)
      [--calls] [--email <adresse>]          kommt von der Standardeingabe oder wird abgefragt; --calls: führt
      [--name "<Anzeigename>"]               Strategiegespräche, --email: dorthin gehen seine Kalendereinladungen,
                                             --name: der Name, den Besucher lesen (wie der Befehl name)
  list                                       alle Konten mit Anzeigename, Rolle, Zustand und Einladungsadresse
  name <benutzername> "<Anzeigename>"        setzt den Namen, den Besucher als Berater:in lesen
                                             (kostenlose Analyse: „Erstellt von …“)
  calls <benutzername> on|off                führt Strategiegespräche (ja/nein); gebuchte bleiben
  email <benutzername> <adresse>|none        Adresse für die Kalendereinladungen (none: SALES_EMAIL)
  hours <benutzername> "<zeiten>"|team       eigene Wochenzeiten, z. B. "Mo-Do 09:00-17:00; Fr 09:00-13:00",
                                             oder zurück zu den Zeiten des Teams (BOOKING_TEAM_HOURS)
  block <benutzername> <JJJJ-MM-TT>          an diesem Tag keine Gespräche
  unblock <benutzername> <JJJJ-MM-TT>        an diesem Tag wieder Gespräche
  password <benutzername>                    setzt ein neues Passwort und beendet die Sitzungen des Kontos
  disable <benutzername>                     sperrt das Konto und beendet seine Sitzungen

Befehle und Optionen heißen englisch wie bei npm run leads; die früheren deutschen Namen gelten weiter:
gespraeche an|aus (calls), --gespraeche (--calls), keine (none), stunden (hours), sperren (block), freigeben (unblock).

Beispiel: printf '%s\\n' "$PASSWORT" | npm run users -- add anna --role vertrieb --calls --name "Anna Schneider"
          npm run users -- hours anna "Mo-Do 09:00-17:00; Fr 09:00-13:00"
Umgebung: DATABASE_URL wie bei npm run leads (ohne: die Datenbank des laufenden npm start).
`;

export interface UsersCliIo extends CliIo {
  /** The new password: one line from standard input, or prompted without echo on a terminal. */
  readPassword(prompt: string): Promise<string>;
}

const options = {
  role: { type: 'string' },
  calls: { type: 'boolean' },
  gespraeche: { type: 'boolean' },
  email: { type: 'string' },
  name: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Visitors read an adviser's display name in the booking and its mails; without one they would read the login name. */
const unnamedAdviserHint = (username: string) =>
  `Hinweis: Besucher lesen als Gesprächspartner „${username}“, bis ein Anzeigename gesetzt ist: npm run users -- name ${username} "Vorname Nachname"\n`;

const commands = ['add', 'list', 'name', 'calls', 'email', 'hours', 'block', 'unblock', 'password', 'disable'] as const;
type Command = (typeof commands)[number];

/** The German verbs the desk's first advisers were set up with (docs/decisions.md, „Die Befehle der CLIs“). */
const germanAliases: Readonly<Record<string, Command>> = {
  gespraeche: 'calls',
  stunden: 'hours',
  sperren: 'block',
  freigeben: 'unblock',
};
const switchValues: Readonly<Record<string, boolean>> = { on: true, an: true, off: false, aus: false };
const noAddress = new Set(['none', 'keine']);

function commandOf(word: string): Command | undefined {
  if ((commands as readonly string[]).includes(word)) return word as Command;
  return germanAliases[word];
}
const isoDay = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function parseOrThrow<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ArgumentError(result.error.issues[0]?.message ?? 'Ungültige Eingabe.');
  return result.data;
}

function parseRole(value: string | undefined): Role {
  if (!(roles as readonly string[]).includes(value ?? ''))
    throw new ArgumentError('Bitte die Rolle angeben: --role vertrieb oder --role admin');
  return value as Role;
}

export async function runUsersCli(argv: readonly string[], env: Record<string, string | undefined>, io: UsersCliIo): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${usersUsage}`);
    return 2;
  }
  const [word, name, value] = parsed.positionals;
  if (parsed.values.help || word === undefined || word === 'help') {
    io.out(usersUsage);
    return 0;
  }
  const command = commandOf(word);
  if (!command) {
    io.err(`Unbekannter Befehl "${word}".\n\n${usersUsage}`);
    return 2;
  }
  let context: Awaited<ReturnType<typeof openContext>> | undefined;
  try {
    // Arguments first: a typo costs no database connection and no password prompt.
    const username = command === 'list' ? '' : parseOrThrow(usernameSchema, name ?? '');
    const role = command === 'add' ? parseRole(parsed.values.role) : undefined;
    const email =
      command === 'add' && parsed.values.email !== undefined
        ? parseOrThrow(staffEmailSchema, parsed.values.email)
        : command === 'email' && !noAddress.has(value ?? '')
          ? parseOrThrow(staffEmailSchema, value ?? '')
          : null;
    const holdsCalls = switchValues[value ?? ''];
    if (command === 'calls' && holdsCalls === undefined)
      throw new ArgumentError('Bitte on oder off angeben: npm run users -- calls <name> on');
    let hours: HoursSpan[] | null = null;
    if (command === 'hours' && value !== 'team') {
      try {
        hours = parseWeeklyHours(value ?? '');
      } catch (error) {
        throw new ArgumentError(`Wochenzeiten: ${(error as Error).message}`);
      }
    }
    if ((command === 'block' || command === 'unblock') && !isoDay.test(value ?? ''))
      throw new ArgumentError('Bitte den Tag als JJJJ-MM-TT angeben, z. B. 2026-12-23.');
    const displayName =
      command === 'name'
        ? parseOrThrow(displayNameSchema, value ?? '')
        : command === 'add' && parsed.values.name !== undefined
          ? parseOrThrow(displayNameSchema, parsed.values.name)
          : '';
    const password =
      command === 'add' || command === 'password' ? parseOrThrow(passwordSchema, await io.readPassword(`Passwort für ${username}: `)) : '';
    // Staff accounts touch no lead table.
    context = await openContext([], env, io);
    const { pool } = context;
    switch (command) {
      case 'add': {
        const user = await createUser(pool, {
          username,
          password,
          role: role as Role,
          holdsCalls: parsed.values.calls === true || parsed.values.gespraeche === true,
          email,
        });
        if (displayName) await setDisplayName(pool, user.username, displayName);
        io.out(
          `Konto ${user.username} (${roleLabels[user.role]}${user.holdsCalls ? ', führt Strategiegespräche' : ''}) angelegt. Anmeldung unter /vertrieb/\n`,
        );
        if (user.holdsCalls && !displayName) io.out(unnamedAdviserHint(user.username));
        return 0;
      }
      case 'calls':
        if (!(await setHoldsCalls(pool, username, holdsCalls === true))) throw new ArgumentError(`Kein Konto "${username}".`);
        io.out(
          holdsCalls
            ? `${username} führt jetzt Strategiegespräche.\n`
            : `${username} führt keine Strategiegespräche mehr; gebuchte bleiben.\n`,
        );
        if (holdsCalls && !(await displayNameOf(pool, username))) io.out(unnamedAdviserHint(username));
        return 0;
      case 'email':
        if (!(await setUserEmail(pool, username, email))) throw new ArgumentError(`Kein Konto "${username}".`);
        io.out(email ? `Einladungen für ${username} gehen an ${email}.\n` : `Einladungen für ${username} gehen an SALES_EMAIL.\n`);
        return 0;
      case 'hours':
        if (!(await setAdviserHours(pool, username, hours))) throw new ArgumentError(`Kein Konto "${username}".`);
        io.out(hours ? `Wochenzeiten von ${username}: ${formatWeeklyHours(hours)}\n` : `${username} arbeitet zu den Zeiten des Teams.\n`);
        return 0;
      case 'block':
      case 'unblock':
        if (!(await setBlockedDay(pool, username, value ?? '', command === 'block'))) throw new ArgumentError(`Kein Konto "${username}".`);
        io.out(command === 'block' ? `${username}: am ${value} keine Gespräche.\n` : `${username}: am ${value} wieder Gespräche.\n`);
        return 0;
      case 'password':
        if (!(await setPassword(pool, username, password))) throw new ArgumentError(`Kein Konto "${username}".`);
        io.out(`Neues Passwort für ${username} gesetzt; laufende Sitzungen sind beendet.\n`);
        return 0;
      case 'name':
        if (!(await setDisplayName(pool, username, displayName))) throw new ArgumentError(`Kein Konto "${username}".`);
        io.out(`Anzeigename für ${username} gesetzt: ${displayName}\n`);
        return 0;
      case 'disable':
        if (!(await disableUser(pool, username))) throw new ArgumentError(`Kein Konto "${username}".`);
        io.out(`Konto ${username} gesperrt; laufende Sitzungen sind beendet.\n`);
        return 0;
      default: {
        const users = await listUsers(pool);
        if (users.length === 0) {
          io.out('Noch keine Konten. Anlegen mit: npm run users -- add <benutzername> --role admin\n');
          return 0;
        }
        io.out(
          `${renderTable(users, [
            { header: 'Benutzername', value: (user) => user.username },
            { header: 'Anzeigename', value: (user) => user.displayName ?? '– (Besucher lesen den Benutzernamen)' },
            { header: 'Rolle', value: (user) => roleLabels[user.role] },
            { header: 'angelegt', value: (user) => formatBerlinTimeShort(user.createdAt) },
            { header: 'Zustand', value: (user) => (user.disabledAt ? `gesperrt seit ${formatBerlinTimeShort(user.disabledAt)}` : 'aktiv') },
            { header: 'Strategiegespräche', value: (user) => (user.holdsCalls ? 'ja' : 'nein') },
            { header: 'Einladungen an', value: (user) => (user.holdsCalls ? (user.email ?? 'SALES_EMAIL') : '') },
          ])}\n`,
        );
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof ArgumentError || error instanceof UserExistsError) {
      io.err(`${error.message}\n`);
      return error instanceof ArgumentError ? 2 : 1;
    }
    io.err(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await context?.close();
  }
}
