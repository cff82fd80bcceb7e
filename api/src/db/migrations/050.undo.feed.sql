DROP TABLE sports_matches, racing_runners, racing_races, racing_meetings, feed_days;
