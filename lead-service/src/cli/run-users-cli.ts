/**
 * `npm run users -- <command>`: staff accounts of the sales desk (add, list, password, disable). Same database
 * rules as `npm run leads` (cli-context.ts): DATABASE_URL, else the running `npm start`'s database, else its
 * files. Passwords never appear on the command line (shell history, process list): they are read from
 * standard input, one line when it is not a terminal, else prompted without echo.
 */
import { parseArgs } from 'node:util';
import { ConfigError } from '../config/load-config.ts';
import { minimumPasswordLength } from '../desk/password-hash.ts';
import {
  createUser,
  disableUser,
  displayNameSchema,
  listUsers,
  passwordSchema,
  roleLabels,
  roles,
  setDisplayName,
  setPassword,
  UserExistsError,
  usernameSchema,
  type Role,
} from '../desk/users.ts';
import { formatBerlinTimeShort } from '../shared/berlin-time.ts';
import { openContext, type CliIo } from './cli-context.ts';
import { renderTable } from './text-table.ts';
import { ArgumentError } from './time-arguments.ts';

export const usersUsage = `Sichtwerk Vertriebs-Desk — Benutzerkonten

Aufruf: npm run users -- <befehl> [optionen]

Befehle:
  add <benutzername> --role vertrieb|admin   legt ein Konto an; das Passwort (mindestens ${minimumPasswordLength} Zeichen)
                                             kommt von der Standardeingabe oder wird abgefragt
  list                                       alle Konten mit Rolle und Zustand
  password <benutzername>                    setzt ein neues Passwort und beendet die Sitzungen des Kontos
  disable <benutzername>                     sperrt das Konto und beendet seine Sitzungen
  name <benutzername> "<Anzeigename>"        setzt den Namen, den Besucher als Berater:in lesen
                                             (kostenlose Analyse: „Erstellt von …“)

Beispiel: printf '%s\\n' "$PASSWORT" | npm run users -- add anna --role vertrieb
          npm run users -- name anna "Anna Schneider"
Umgebung: DATABASE_URL wie bei npm run leads (ohne: die Datenbank des laufenden npm start).
`;

export interface UsersCliIo extends CliIo {
  /** The new password: one line from standard input, or prompted without echo on a terminal. */
  readPassword(prompt: string): Promise<string>;
}

const options = { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

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
  const [command, name, displayNameArgument] = parsed.positionals;
  if (parsed.values.help || command === undefined || command === 'help') {
    io.out(usersUsage);
    return 0;
  }
  if (!['add', 'list', 'password', 'disable', 'name'].includes(command)) {
    io.err(`Unbekannter Befehl "${command}".\n\n${usersUsage}`);
    return 2;
  }
  let context: Awaited<ReturnType<typeof openContext>> | undefined;
  try {
    // Arguments first: a typo costs no database connection and no password prompt.
    const username = command === 'list' ? '' : parseOrThrow(usernameSchema, name ?? '');
    const role = command === 'add' ? parseRole(parsed.values.role) : undefined;
    const displayName = command === 'name' ? parseOrThrow(displayNameSchema, displayNameArgument ?? '') : '';
    const password =
      command === 'add' || command === 'password' ? parseOrThrow(passwordSchema, await io.readPassword(`Passwort für ${username}: `)) : '';
    // Staff accounts touch no lead table.
    context = await openContext([], env, io);
    const { pool } = context;
    switch (command) {
      case 'add': {
        const user = await createUser(pool, { username, password, role: role as Role });
        io.out(`Konto ${user.username} (${roleLabels[user.role]}) angelegt. Anmeldung unter /vertrieb/\n`);
        return 0;
      }
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
            { header: 'Rolle', value: (user) => roleLabels[user.role] },
            { header: 'angelegt', value: (user) => formatBerlinTimeShort(user.createdAt) },
            { header: 'Zustand', value: (user) => (user.disabledAt ? `gesperrt seit ${formatBerlinTimeShort(user.disabledAt)}` : 'aktiv') },
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
