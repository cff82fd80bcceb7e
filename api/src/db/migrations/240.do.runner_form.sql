-- A runner's form as the feed gave it for this race: its last five starts, last start's sectionals and early speed
-- (the speed map ranks a field by it). Rows fed before have none; the form guide says so.
ALTER TABLE racing_runners ADD COLUMN form jsonb;
