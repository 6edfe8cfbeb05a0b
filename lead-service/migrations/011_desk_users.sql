-- The sales desk's staff (src/desk/): the users table the product reading names (docs/decisions.md), with what an account needs besides its name and
-- password — the role deciding what it may do, and a disabled mark instead of deletion, so the history of
-- the leads (lead_events.actor) still names who acted.
--   username     unique regardless of case: "Anna" and "anna" are one person
--   password     a scrypt hash with its own salt and cost (src/desk/password-hash.ts), never the password
--   role         'vertrieb' works the leads; 'admin' also answers DSGVO requests and opens /admin/queues
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL CHECK (username ~ '^[A-Za-z0-9._-]{2,64}$'),
  password text NOT NULL,
  role text NOT NULL CHECK (role IN ('vertrieb', 'admin')),
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_idx ON users (lower(username));

-- A login lasts as a row here: the cookie carries a random token, the table only its SHA-256, so a copy of
-- the database opens no session. Ends at expires_at (absolute) or after the idle time since last_seen_at.
CREATE TABLE desk_sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX desk_sessions_user_idx ON desk_sessions (user_id);
CREATE INDEX desk_sessions_expires_idx ON desk_sessions (expires_at);

-- Failed logins of the last minutes, for the lockout (src/desk/login-throttle.ts): per lower-cased username and
-- per client address. Old rows are deleted as new ones come in.
CREATE TABLE desk_login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  username_key text NOT NULL,
  address text NOT NULL
);
CREATE INDEX desk_login_failures_username_idx ON desk_login_failures (username_key, at);
CREATE INDEX desk_login_failures_address_idx ON desk_login_failures (address, at);
CREATE INDEX desk_login_failures_at_idx ON desk_login_failures (at);
