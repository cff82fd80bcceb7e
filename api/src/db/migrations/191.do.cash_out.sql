-- Cash out (issue 27 item 1): the house buys back a pending bet. The bet ends Cashed_Out with the amount paid in
-- return_cents, and the payment is a journal entry of its own kind, so the punter's statement says what it was.
ALTER TABLE bets DROP CONSTRAINT bets_status_check;
ALTER TABLE bets ADD CONSTRAINT bets_status_check CHECK (
  status IN ('Accepted', 'Processing', 'Rejected', 'Return_At', 'Return_Of', 'Cancelled', 'No_Return', 'Cashed_Out')
);

ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_check;
ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_check CHECK (
  kind IN ('deposit', 'withdrawal', 'stake', 'bonus_stake', 'return', 'bonus_credit', 'refund', 'reversal', 'cash_out')
);
