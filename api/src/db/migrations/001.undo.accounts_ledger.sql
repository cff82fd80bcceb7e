DROP TABLE dividend_boosts, bonus_bets, journal_lines, journal_entries, wallets, users;
