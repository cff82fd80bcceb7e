DROP TRIGGER racing_runner_flucs ON racing_runners;
DROP FUNCTION racing_runner_flucs();
ALTER TABLE racing_runners DROP COLUMN flucs;
