-- Withdrawals a client can retry safely: one per (punter, Idempotency-Key); the same key answers the first request.
-- requested_amount_cents: the amount first asked for (amount_cents may change later), to tell a retry from a new request.
ALTER TABLE withdrawals ADD COLUMN idempotency_key text, ADD COLUMN requested_amount_cents bigint;
CREATE UNIQUE INDEX withdrawals_idempotency ON withdrawals (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
-- Finding another punter's account with the same number (refused at registration).
CREATE INDEX bank_accounts_number ON bank_accounts (bsb, account_number);
