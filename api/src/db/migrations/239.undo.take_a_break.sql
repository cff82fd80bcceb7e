ALTER TABLE users DROP COLUMN activity_reminder_minutes;
ALTER TABLE users DROP COLUMN break_until;
