-- The feed leader's heartbeat: the replica that committed the last feed tick, and when (readiness and tick lag).
CREATE TABLE feed_leader (
  id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  instance text NOT NULL,
  ticked_at timestamptz NOT NULL
);
