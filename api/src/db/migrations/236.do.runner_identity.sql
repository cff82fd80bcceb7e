-- A runner is known by its identity in the feed, not its name: racing names are registered per country, so a horse
-- abroad (or another greyhound) may carry the same name. A Blackbook entry follows that identity.
ALTER TABLE racing_runners ADD COLUMN runner_id text;
-- Rows fed before identities were given keep the old meaning: one identity per race type and name.
UPDATE racing_runners ru SET runner_id = m.race_type || ':' || ru.runner_name
FROM racing_races r JOIN racing_meetings m ON m.meeting_id = r.meeting_id
WHERE r.event_id = ru.event_id;
ALTER TABLE racing_runners ALTER COLUMN runner_id SET NOT NULL;
CREATE INDEX racing_runners_identity ON racing_runners (runner_id);
DROP INDEX racing_runners_name;

-- What an entry follows: a runner's identity in the feed, a team's name (a team's name is its identity).
ALTER TABLE blackbook_entries ADD COLUMN subject text;
UPDATE blackbook_entries SET subject = CASE WHEN kind = 'runner' THEN code || ':' || name ELSE name END;
ALTER TABLE blackbook_entries ALTER COLUMN subject SET NOT NULL;
ALTER TABLE blackbook_entries DROP CONSTRAINT blackbook_entries_user_id_kind_code_name_key;
ALTER TABLE blackbook_entries ADD CONSTRAINT blackbook_entries_follows_once UNIQUE (user_id, kind, code, subject);
