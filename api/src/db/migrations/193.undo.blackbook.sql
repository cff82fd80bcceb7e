DROP INDEX racing_runners_name;
ALTER TABLE users DROP COLUMN blackbook_mail;
DROP TABLE blackbook_alerts, blackbook_entries;
