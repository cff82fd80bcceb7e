DROP TABLE feed_leader;
