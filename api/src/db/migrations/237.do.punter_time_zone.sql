-- The punter's time zone (IANA, "Australia/Sydney"), as their browser tells it at login, registration and refresh: what
-- reaches them away from the site (Blackbook mails, "entered today") is told in it. NULL until known: the brand's
-- default zone (SPEC: UTC).
ALTER TABLE users ADD COLUMN time_zone text CHECK (char_length(time_zone) <= 64);
