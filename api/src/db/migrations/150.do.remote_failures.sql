-- Remote load and render failures reported by browsers (POST /v1/remote-failures), one row per remote, release,
-- phase and day with a count, so a failing release shows up for operators without one row per page view.
CREATE TABLE remote_failures (
  remote text NOT NULL,
  version text NOT NULL,
  phase text NOT NULL,
  day date NOT NULL,
  count integer NOT NULL DEFAULT 1,
  last_message text NOT NULL,
  last_path text NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (remote, version, phase, day)
);
