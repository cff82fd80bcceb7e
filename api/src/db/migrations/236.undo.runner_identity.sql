ALTER TABLE blackbook_entries DROP CONSTRAINT blackbook_entries_follows_once;
-- Namesakes followed apart become one entry again (the newest is kept).
DELETE FROM blackbook_entries e USING blackbook_entries newer
WHERE newer.user_id = e.user_id AND newer.kind = e.kind AND newer.code = e.code AND newer.name = e.name
  AND newer.entry_id > e.entry_id;
ALTER TABLE blackbook_entries ADD CONSTRAINT blackbook_entries_user_id_kind_code_name_key UNIQUE (user_id, kind, code, name);
ALTER TABLE blackbook_entries DROP COLUMN subject;
CREATE INDEX racing_runners_name ON racing_runners (runner_name);
DROP INDEX racing_runners_identity;
ALTER TABLE racing_runners DROP COLUMN runner_id;
