-- Sessions behind access tokens: a token names its session (sid), checked on every request, so logout, a password
-- change or a reset ends sessions at once instead of when the token expires.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_user_open ON sessions (user_id) WHERE ended_at IS NULL;

-- One-use tickets for the live stream (EventSource cannot send headers, and a token must never sit in a URL).
CREATE TABLE live_tickets (
  ticket_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id),
  expires_at timestamptz NOT NULL
);

-- Looking up a person across accounts (self-exclusion is per person, not per account).
CREATE INDEX users_person ON users (lower(last_name), date_of_birth);
