DROP TRIGGER racing_runners_lists ON racing_runners;
DROP TRIGGER racing_runners_added ON racing_runners;
DROP TRIGGER racing_races_lists ON racing_races;
DROP TRIGGER racing_races_added ON racing_races;
DROP TRIGGER racing_meetings_lists ON racing_meetings;
DROP FUNCTION racing_lists_changed();
DROP TABLE racing_lists_version;
