/**
 * Notes on a lead (table lead_notes): who wrote what when. A note is only ever added — never edited or deleted
 * on its own — so what a colleague read yesterday is still there today; it goes when the lead is erased.
 */
import type { LeadNote } from '@sichtwerk/forms/desk/lead-contract';
import type pg from 'pg';

/** A lead's notes are read whole up to this many, newest last. */
const notesShown = 200;

/** The note and its line in the history, in one statement. */
export async function addNote(pool: pg.Pool, note: { leadId: string; leadKind: string; author: string; text: string }): Promise<void> {
  await pool.query(
    `WITH note AS (INSERT INTO lead_notes (lead_id, lead_kind, author, text) VALUES ($1, $2, $3, $4) RETURNING id)
     INSERT INTO lead_events (lead_id, lead_kind, actor, action) SELECT $1, $2, $3, 'note_added' FROM note`,
    [note.leadId, note.leadKind, note.author, note.text],
  );
}

export async function readNotes(pool: pg.Pool, leadId: string): Promise<LeadNote[]> {
  const { rows } = await pool.query<{ id: string; at: Date; author: string; text: string }>(
    `SELECT id::text AS id, at, author, text FROM (
       SELECT id, at, author, text FROM lead_notes WHERE lead_id = $1 ORDER BY at DESC, id DESC LIMIT $2
     ) AS latest ORDER BY at, id`,
    [leadId, notesShown],
  );
  return rows.map((row) => ({ id: row.id, at: row.at.toISOString(), author: row.author, text: row.text }));
}
