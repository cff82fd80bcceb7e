DROP INDEX bank_accounts_number;
DROP INDEX withdrawals_idempotency;
ALTER TABLE withdrawals DROP COLUMN requested_amount_cents, DROP COLUMN idempotency_key;
