/** The punter's account pages, in the header's account menu and the profile drawer. */
export const ACCOUNT_LINKS = [
  { to: '/profile', label: 'My Profile' },
  { to: '/profile/verification', label: 'Verify Identity' },
  { to: '/deposit', label: 'Deposit' },
  { to: '/withdraw', label: 'Withdraw' },
  { to: '/my-bets', label: 'My Bets' },
  { to: '/profile/blackbook', label: 'Blackbook' },
  { to: '/rewards', label: 'Rewards' },
  { to: '/bonus', label: 'Bonus Bets' },
  // The spending picture by its name, not only inside the activity statement (issue 36).
  { to: '/profile?tab=spending', label: 'Your Spending' },
] as const;
