DROP TABLE bet_legs, bets, bet_coupons;
