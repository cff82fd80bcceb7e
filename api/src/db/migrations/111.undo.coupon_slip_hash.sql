ALTER TABLE bet_coupons DROP COLUMN slip_hash;
