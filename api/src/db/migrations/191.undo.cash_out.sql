-- Refused (the checks fail and nothing changes) while a bet is Cashed_Out or a journal entry is a cash_out: the
-- schema before cash out has no way to say what they were.
ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_check;
ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_check CHECK (
  kind IN ('deposit', 'withdrawal', 'stake', 'bonus_stake', 'return', 'bonus_credit', 'refund', 'reversal')
);

ALTER TABLE bets DROP CONSTRAINT bets_status_check;
ALTER TABLE bets ADD CONSTRAINT bets_status_check CHECK (
  status IN ('Accepted', 'Processing', 'Rejected', 'Return_At', 'Return_Of', 'Cancelled', 'No_Return')
);
