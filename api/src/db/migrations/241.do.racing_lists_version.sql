-- The racing lists' version: moves whenever anything a day's meeting list shows changes (a meeting, a race's status,
-- result, time or details, a runner scratched, placed or renamed), never on a price move. The API keeps a day's
-- list while it stands (api/src/modules/racing/meetings.ts): building it is the heaviest read a page makes, and under
-- a flood of pages it held bets back (docs/BENCHMARKS.md, issue 34).
CREATE TABLE racing_lists_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO racing_lists_version DEFAULT VALUES;

CREATE FUNCTION racing_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE racing_lists_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER racing_meetings_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON racing_meetings
  FOR EACH STATEMENT EXECUTE FUNCTION racing_lists_changed();
CREATE TRIGGER racing_races_added AFTER INSERT OR DELETE OR TRUNCATE ON racing_races
  FOR EACH STATEMENT EXECUTE FUNCTION racing_lists_changed();
CREATE TRIGGER racing_races_lists AFTER UPDATE ON racing_races FOR EACH ROW
  WHEN ((OLD.meeting_id, OLD.race_number, OLD.race_name, OLD.start_time, OLD.race_distance, OLD.weather,
         OLD.track_condition, OLD.race_status, OLD.result_string, OLD.dividends)
        IS DISTINCT FROM
        (NEW.meeting_id, NEW.race_number, NEW.race_name, NEW.start_time, NEW.race_distance, NEW.weather,
         NEW.track_condition, NEW.race_status, NEW.result_string, NEW.dividends))
  EXECUTE FUNCTION racing_lists_changed();
CREATE TRIGGER racing_runners_added AFTER INSERT OR DELETE OR TRUNCATE ON racing_runners
  FOR EACH STATEMENT EXECUTE FUNCTION racing_lists_changed();
CREATE TRIGGER racing_runners_lists AFTER UPDATE ON racing_runners FOR EACH ROW
  WHEN ((OLD.event_id, OLD.saddle_number, OLD.runner_name, OLD.is_eliminated, OLD.finish_position)
        IS DISTINCT FROM (NEW.event_id, NEW.saddle_number, NEW.runner_name, NEW.is_eliminated, NEW.finish_position))
  EXECUTE FUNCTION racing_lists_changed();
