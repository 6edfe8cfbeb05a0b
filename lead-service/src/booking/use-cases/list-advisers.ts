/** The admin's list of accounts with the switch "führt Strategiegespräche". */
import type { AdvisersAnswer } from '@sichtwerk/forms/desk/appointments-contract';
import type { BookingDeskDependencies } from './booking-desk-dependencies.ts';

export async function listAdvisers({ pool }: Pick<BookingDeskDependencies, 'pool'>): Promise<AdvisersAnswer> {
  const { rows } = await pool.query<{ username: string; name: string; named: boolean; holds_calls: boolean; email: string | null }>(
    `SELECT username, coalesce(display_name, username) AS name, display_name IS NOT NULL AS named, holds_calls, email FROM users
      WHERE disabled_at IS NULL ORDER BY lower(username) LIMIT 500`,
  );
  return {
    advisers: rows.map((row) => ({
      username: row.username,
      name: row.name,
      named: row.named,
      holdsCalls: row.holds_calls,
      email: row.email,
    })),
  };
}
