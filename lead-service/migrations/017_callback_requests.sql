-- Callback requests from /rueckruf: a name, the phone number to call, the preferred time window
-- (forms/src/callback-request-schema.ts callbackTimeWindows: vormittags, mittags, nachmittags) and an
-- optional message. No e-mail column: the visitor gets no mail, so the only mail is the team's notification
-- (notification_*: *_sent_at sent, *_error given up; enqueued_at: job queued, as in 001). Status, spam flag,
-- source and the desk's indexes as the other lead tables have them since 009, 010 and 012; the statuses are
-- named in src/callback-requests/form.ts, the first one is the default here.
CREATE TABLE callback_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  phone text NOT NULL,
  time_window text NOT NULL CONSTRAINT callback_requests_time_window_known CHECK (time_window IN ('vormittags', 'mittags', 'nachmittags')),
  message text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  notification_sent_at timestamptz,
  notification_error text,
  enqueued_at timestamptz,
  spam_reason spam_reason,
  status text NOT NULL DEFAULT 'new',
  status_changed_at timestamptz,
  first_handled_at timestamptz,
  source jsonb
);

CREATE INDEX callback_requests_pending_idx ON callback_requests (submitted_at)
  WHERE NOT spam_held(spam_reason)
    AND (enqueued_at IS NULL
     OR (notification_sent_at IS NULL AND notification_error IS NULL));

CREATE INDEX callback_requests_inbox_idx ON callback_requests (submitted_at DESC, id DESC);
CREATE INDEX callback_requests_status_idx ON callback_requests (status, submitted_at DESC, id DESC);
CREATE INDEX callback_requests_review_idx ON callback_requests (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
CREATE INDEX callback_requests_name_search_idx ON callback_requests (lower(name) text_pattern_ops);
