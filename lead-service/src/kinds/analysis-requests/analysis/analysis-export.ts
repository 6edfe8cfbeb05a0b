/**
 * The analysis belongs to the DSGVO export (Art. 15) of its analysis request: the draft, every version the
 * visitor's link showed and when the mail went out. The link's token is not part of it — only its hash is stored.
 */
import type pg from 'pg';
import { analysisRequestTable } from '../table.ts';
import { kindOfTable } from '../../../kind-kit/kind-services.ts';

const analysisRequestKind = kindOfTable(analysisRequestTable.name);

/** Adds `analysis` to every exported analysis request that has one; everything else stays as it is. */
export async function withAnalyses(pool: pg.Pool, objects: Array<Record<string, unknown>>): Promise<Array<Record<string, unknown>>> {
  const ids = objects.filter((object) => object.kind === analysisRequestKind).map((object) => String(object.id));
  if (ids.length === 0) return objects;
  const { rows } = await pool.query<{ lead_id: string; analysis: unknown }>(
    `SELECT a.lead_id::text AS lead_id,
            jsonb_build_object(
              'draft', a.draft, 'revision', a.revision, 'createdAt', a.created_at, 'updatedAt', a.updated_at,
              'sentAt', a.sent_at, 'mailSentAt', a.mail_sent_at, 'mailError', a.mail_error,
              'versions', coalesce((SELECT jsonb_agg(jsonb_build_object('version', v.version, 'publishedAt', v.published_at,
                                     'adviserName', v.adviser_name, 'content', v.content) ORDER BY v.version)
                                      FROM analysis_versions v WHERE v.lead_id = a.lead_id), '[]'::jsonb),
              'links', (SELECT count(*) FROM analysis_links l WHERE l.lead_id = a.lead_id)
            ) AS analysis
       FROM analyses a WHERE a.lead_id = ANY($1::uuid[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.lead_id, row.analysis]));
  return objects.map((object) => {
    const analysis = object.kind === analysisRequestKind ? byId.get(String(object.id)) : undefined;
    return analysis === undefined ? object : { ...object, analysis };
  });
}
