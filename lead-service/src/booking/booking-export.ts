/**
 * The strategy calls in a DSGVO export (Art. 15): what the bookings table holds about a person, added to
 * their analysis requests in the JSON of `leads export` and of the desk's export.
 */
import type pg from 'pg';

export interface ExportedCall {
  starts_at: string;
  ends_at: string;
  status: string;
  adviser: string;
  email: string;
  name: string;
  phone: string | null;
  booked_at: string;
}

/** Each exported lead object gets `strategy_calls` when it has any; the objects are changed in place. */
export async function addStrategyCalls(db: Pick<pg.Pool, 'query'>, objects: Array<Record<string, unknown>>): Promise<void> {
  const ids = objects.map((object) => object.id).filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return;
  const { rows } = await db.query<ExportedCall & { lead_id: string }>(
    `SELECT b.lead_id::text, to_json(b.starts_at) #>> '{}' AS starts_at, to_json(b.ends_at) #>> '{}' AS ends_at, b.status,
            coalesce(u.display_name, u.username) AS adviser, b.email, b.name, b.phone, to_json(b.created_at) #>> '{}' AS booked_at
       FROM bookings b JOIN users u ON u.id = b.adviser_id
      WHERE b.lead_id::text = ANY($1::text[])
      ORDER BY b.starts_at LIMIT 10000`,
    [ids],
  );
  for (const object of objects) {
    const calls = rows.filter((row) => row.lead_id === object.id).map(({ lead_id: _lead, ...call }) => call);
    if (calls.length > 0) object.strategy_calls = calls;
  }
}
