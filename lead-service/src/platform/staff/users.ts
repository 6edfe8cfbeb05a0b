/**
 * Staff accounts of the sales desk (table users, migrations/011_desk_users.sql). Usernames are compared
 * case-insensitively; a disabled account keeps its row, so the lead history still names who acted.
 */
import type { Account, Colleague, DigestSettings, Role } from '@sichtwerk/forms/desk/account-contract';
import type pg from 'pg';
import { z } from 'zod';
import { hashPassword, maximumPasswordLength, minimumPasswordLength } from './password-hash.ts';

export { roles, type Role } from '@sichtwerk/forms/desk/account-contract';

export const roleLabels: Readonly<Record<Role, string>> = Object.freeze({ vertrieb: 'Vertrieb', admin: 'Administration' });

export interface User {
  id: string;
  username: string;
  role: Role;
  disabledAt: Date | null;
  createdAt: Date;
  /** "führt Strategiegespräche" (booking/advisers.ts). */
  holdsCalls: boolean;
  email: string | null;
  /** The name visitors read (booking, mails, the analysis); null: they read the username. */
  displayName: string | null;
}

export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{2,64}$/, 'Der Benutzername besteht aus 2 bis 64 Buchstaben, Ziffern, Punkt, Unterstrich oder Bindestrich.');

export const passwordSchema = z
  .string()
  .min(minimumPasswordLength, `Das Passwort braucht mindestens ${minimumPasswordLength} Zeichen.`)
  .max(maximumPasswordLength, `Das Passwort darf höchstens ${maximumPasswordLength} Zeichen haben.`);

export class UserExistsError extends Error {}

interface UserRow {
  id: string;
  username: string;
  role: Role;
  disabled_at: Date | null;
  created_at: Date;
  holds_calls: boolean;
  email: string | null;
  display_name: string | null;
}

const userColumns = 'id::text AS id, username, role, disabled_at, created_at, holds_calls, email, display_name';

function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
    holdsCalls: row.holds_calls,
    email: row.email,
    displayName: row.display_name,
  };
}

export const staffEmailSchema = z.email('Bitte eine gültige E-Mail-Adresse angeben.').max(254);

export async function createUser(
  pool: pg.Pool,
  input: { username: string; password: string; role: Role; holdsCalls?: boolean; email?: string | null },
): Promise<User> {
  const hash = await hashPassword(input.password);
  try {
    const { rows } = await pool.query<UserRow>(
      `INSERT INTO users (username, password, role, holds_calls, email) VALUES ($1, $2, $3, $4, $5) RETURNING ${userColumns}`,
      [input.username, hash, input.role, input.holdsCalls ?? false, input.email ?? null],
    );
    return toUser(rows[0] as UserRow);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new UserExistsError(`Den Benutzernamen "${input.username}" gibt es schon.`);
    throw error;
  }
}

export async function listUsers(pool: pg.Pool): Promise<User[]> {
  const { rows } = await pool.query<UserRow>(`SELECT ${userColumns} FROM users ORDER BY lower(username) LIMIT 1000`);
  return rows.map(toUser);
}

/**
 * The one form of a typed name that the login looks up and its lockout counts (login-throttle.ts): full-width
 * letters and ligatures as their plain letters (NFKC), no surrounding space, lower case. Names are ASCII, so a
 * look-alike that is no such name after this ("tİm", "roß") opens no account — and counts on a name of its own
 * that none has. PostgreSQL's lower() must not fold it instead: under C.UTF-8 it reads "tİm" as "tim", which
 * gave that spelling tim's password with a counter of its own.
 */
export function loginNameKey(typed: string): string {
  return typed.normalize('NFKC').trim().toLowerCase().slice(0, 128);
}

/** The account and its hash, for the login; undefined for an unknown name. */
export async function findLogin(pool: pg.Pool, username: string): Promise<(User & { passwordHash: string }) | undefined> {
  // Stored names are ASCII (the table's CHECK), so lower(username) is the same under every collation.
  const { rows } = await pool.query<UserRow & { password: string }>(
    `SELECT ${userColumns}, password FROM users WHERE lower(username) = $1`,
    [loginNameKey(username)],
  );
  const row = rows[0];
  return row ? { ...toUser(row), passwordHash: row.password } : undefined;
}

/** Sets a new password and ends the account's sessions; false for an unknown name. */
export async function setPassword(pool: pg.Pool, username: string, password: string): Promise<boolean> {
  const hash = await hashPassword(password);
  const { rows } = await pool.query<{ id: string }>(
    `WITH changed AS (UPDATE users SET password = $2 WHERE lower(username) = lower($1) RETURNING id)
     , ended AS (DELETE FROM desk_sessions WHERE user_id IN (SELECT id FROM changed))
     SELECT id::text FROM changed`,
    [username, hash],
  );
  return rows.length > 0;
}

/** Disables the account and ends its sessions at once; false for an unknown name. */
export async function disableUser(pool: pg.Pool, username: string): Promise<boolean> {
  const { rows } = await pool.query<{ id: string }>(
    `WITH changed AS (UPDATE users SET disabled_at = coalesce(disabled_at, now()) WHERE lower(username) = lower($1) RETURNING id)
     , ended AS (DELETE FROM desk_sessions WHERE user_id IN (SELECT id FROM changed))
     SELECT id::text FROM changed`,
    [username],
  );
  return rows.length > 0;
}

/** The signed-in account as the desk shows it (contract Account); undefined for an unknown id. */
export async function accountOf(pool: pg.Pool, id: string): Promise<Account | undefined> {
  const { rows } = await pool.query<{
    id: string;
    username: string;
    role: Role;
    digest: boolean;
    weeklyReport: boolean;
    email: string | null;
  }>('SELECT id::text AS id, username, role, digest, weekly_report AS "weeklyReport", email FROM users WHERE id = $1::uuid', [id]);
  const row = rows[0];
  return row ? { ...row, roleLabel: roleLabels[row.role] } : undefined;
}

/** The active accounts a lead can be handed to, by name. */
export async function listColleagues(pool: pg.Pool): Promise<Colleague[]> {
  const { rows } = await pool.query<Colleague>(
    `SELECT id::text AS id, username, COALESCE(NULLIF(display_name, ''), username) AS name
       FROM users WHERE disabled_at IS NULL ORDER BY lower(COALESCE(NULLIF(display_name, ''), username)) LIMIT 500`,
  );
  return rows;
}

/** Switches the account's daily digest (and an admin's weekly report, when given) on or off, with the address they go to when one is given. */
export async function setDigest(pool: pg.Pool, id: string, settings: DigestSettings): Promise<void> {
  await pool.query(
    `UPDATE users SET digest = $2, email = CASE WHEN $3::boolean THEN $4 ELSE email END, weekly_report = coalesce($5, weekly_report)
      WHERE id = $1::uuid`,
    [id, settings.digest, settings.email !== undefined, settings.email ?? null, settings.weeklyReport ?? null],
  );
}

/** The name visitors read as their adviser (an analysis' „Erstellt von“); at most 80 characters, no control characters. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(2, 'Der Anzeigename braucht mindestens 2 Zeichen.')
  .max(80, 'Der Anzeigename darf höchstens 80 Zeichen haben.')
  .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'Der Anzeigename darf keine Steuer- oder Formatzeichen enthalten.');

/** Sets the account's display name; false for an unknown name. */
export async function setDisplayName(pool: pg.Pool, username: string, displayName: string): Promise<boolean> {
  const { rowCount } = await pool.query('UPDATE users SET display_name = $2 WHERE lower(username) = lower($1)', [username, displayName]);
  return (rowCount ?? 0) > 0;
}

/** The account's display name; null while none is set (or for an unknown name). */
export async function displayNameOf(db: Pick<pg.Pool | pg.PoolClient, 'query'>, username: string): Promise<string | null> {
  const { rows } = await db.query<{ display_name: string | null }>('SELECT display_name FROM users WHERE lower(username) = lower($1)', [
    username,
  ]);
  return rows[0]?.display_name ?? null;
}
