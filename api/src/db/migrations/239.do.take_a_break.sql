-- Take a break (issue 39 item 3): the first moment the punter may log in, deposit and bet again (NULL: never on one).
-- Beside self_excluded_until, which the punter sets by the day; a break is 24 hours, 7 days or 30 days from when taken.
ALTER TABLE users ADD COLUMN break_until timestamptz;
-- The activity reminder: every so many minutes of a session (NULL: off).
ALTER TABLE users ADD COLUMN activity_reminder_minutes integer CHECK (activity_reminder_minutes IN (30, 60, 120));
