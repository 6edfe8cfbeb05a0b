/**
 * Reading booked calls (table bookings, migrations/030_strategy_call_bookings.sql). Writing them is
 * book-call.ts's, which owns the transactions and the constraint that forbids a double booking.
 */
import type pg from 'pg';

export const bookingStatuses = ['booked', 'held', 'no_show', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export interface Booking {
  id: string;
  leadId: string;
  adviserId: string;
  adviserName: string;
  adviserEmail: string | null;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  uid: string;
  sequence: number;
  email: string;
  name: string;
  phone: string | null;
  bookedBy: string | null;
  createdAt: Date;
  reminderSentAt: Date | null;
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

interface BookingRow {
  id: string;
  lead_id: string;
  adviser_id: string;
  adviser_name: string;
  adviser_email: string | null;
  starts_at: Date;
  ends_at: Date;
  status: BookingStatus;
  uid: string;
  sequence: number;
  email: string;
  name: string;
  phone: string | null;
  booked_by: string | null;
  created_at: Date;
  reminder_sent_at: Date | null;
}

export const bookingSelect = `SELECT b.id::text, b.lead_id::text, b.adviser_id::text, coalesce(u.display_name, u.username) AS adviser_name, u.email AS adviser_email,
       b.starts_at, b.ends_at, b.status, b.uid, b.sequence, b.email, b.name, b.phone, b.booked_by, b.created_at, b.reminder_sent_at
  FROM bookings b JOIN users u ON u.id = b.adviser_id`;

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    leadId: row.lead_id,
    adviserId: row.adviser_id,
    adviserName: row.adviser_name,
    adviserEmail: row.adviser_email,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    uid: row.uid,
    sequence: row.sequence,
    email: row.email,
    name: row.name,
    phone: row.phone,
    bookedBy: row.booked_by,
    createdAt: row.created_at,
    reminderSentAt: row.reminder_sent_at,
  };
}

export async function findBooking(db: Queryable, id: string, lock = false): Promise<Booking | undefined> {
  const { rows } = await db.query<BookingRow>(`${bookingSelect} WHERE b.id = $1${lock ? ' FOR UPDATE OF b' : ''}`, [id]);
  return rows[0] ? toBooking(rows[0]) : undefined;
}

/** The lead's booked call, if it has one (at most one: bookings_one_per_lead_idx). */
export async function findBookedCallOfLead(db: Queryable, leadId: string, lock = false): Promise<Booking | undefined> {
  const { rows } = await db.query<BookingRow>(
    `${bookingSelect} WHERE b.lead_id = $1 AND b.status = 'booked'${lock ? ' FOR UPDATE OF b' : ''}`,
    [leadId],
  );
  return rows[0] ? toBooking(rows[0]) : undefined;
}

/** Every call of the lead, newest first; bounded, a lead has few. */
export async function callsOfLead(db: Queryable, leadId: string): Promise<Booking[]> {
  const { rows } = await db.query<BookingRow>(`${bookingSelect} WHERE b.lead_id = $1 ORDER BY b.starts_at DESC LIMIT 50`, [leadId]);
  return rows.map(toBooking);
}

/** The calls in [from, to), of one adviser or of all, by start; cancelled ones left out. */
export async function callsBetween(db: Queryable, from: Date, to: Date, adviserId?: string): Promise<Booking[]> {
  const { rows } = await db.query<BookingRow>(
    `${bookingSelect} WHERE b.starts_at >= $1 AND b.starts_at < $2 AND b.status <> 'cancelled' AND ($3::uuid IS NULL OR b.adviser_id = $3::uuid)
      ORDER BY b.starts_at, u.username LIMIT 2000`,
    [from, to, adviserId ?? null],
  );
  return rows.map(toBooking);
}
