-- The visitor's promise on the lead itself (issue 43, 1): when it falls due (promise_due_at, set on arrival from
-- the kind's descriptor; NULL for a kind that promises nothing) and when it was kept (promise_kept_at, written by
-- the kind when it keeps it, kind-kit/lead-promise.ts). Before, every list recomputed "kept" per row from the
-- analyses and their versions, and "Meine Leads" read and sorted every open lead of the owner to find the few past
-- their deadline: 613 ms p95 at a million leads. Now the broken promises are one index range in deadline order.
ALTER TABLE leads ADD COLUMN promise_due_at timestamptz, ADD COLUMN promise_kept_at timestamptz;

-- The one kind with a promise so far: the free analysis within 48 hours, kept when its mail was accepted and a
-- complete version exists (kinds/analysis-requests/reminders.ts states the rule; this copies it as of today).
UPDATE leads SET promise_due_at = submitted_at + interval '48 hours' WHERE kind = 'analysis-request';
UPDATE leads s SET promise_kept_at = kept.at
  FROM (
    SELECT a.lead_id, greatest(a.mail_sent_at, complete.at) AS at
      FROM analyses a CROSS JOIN LATERAL (
        SELECT min(v.published_at) AS at FROM analysis_versions v
         WHERE v.lead_id = a.lead_id AND NOT EXISTS (
           SELECT 1 FROM jsonb_array_elements(v.content -> 'sections') section
            WHERE jsonb_array_length(section -> 'findings') = 0
               OR (section ->> 'key' IN ('maps', 'competitors', 'profile') AND section ->> 'rating' = 'unchecked'))
      ) complete
     WHERE a.mail_sent_at IS NOT NULL AND complete.at IS NOT NULL
  ) kept
 WHERE s.id = kept.lead_id;

-- The promises still to keep, by deadline: for everyone's inbox and status filter, and per owner for „Meine Leads“
-- (owner_id NULL included: „nicht zugewiesen“). A kept promise leaves both indexes.
CREATE INDEX leads_promise_open_idx ON leads (status, promise_due_at, id) WHERE promise_kept_at IS NULL AND promise_due_at IS NOT NULL;
CREATE INDEX leads_owner_promise_open_idx ON leads (owner_id, status, promise_due_at, id)
  WHERE promise_kept_at IS NULL AND promise_due_at IS NOT NULL;

-- The count on the „Prüfen“ tab reads the review index alone when the index carries the kind: 22 ms instead of
-- 1.3 s at 35,000 held leads, where it fetched every one of them from the table to check its kind.
DROP INDEX leads_review_idx;
CREATE INDEX leads_review_idx ON leads (submitted_at DESC, id DESC) INCLUDE (kind) WHERE spam_reason IS NOT NULL;
