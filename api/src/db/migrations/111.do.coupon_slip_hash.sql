-- The fingerprint of the slip a coupon code was first used for: a retry of the same slip gets the first answer,
-- the same code with a different slip is refused (409) instead of silently answering for the first one.
ALTER TABLE bet_coupons ADD COLUMN slip_hash text;
