import { useState } from 'react';
import styled from '@emotion/styled';
import { Button } from '@wagering/shared/ui';
import { betslip, type PlacedBet } from '@wagering/shared/betslip';
import { ALERT_TICKET_LABEL } from '@wagering/shared/constants';
import { CashOut } from '../../../components/cash-out/components/cash-out';

const Box = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  padding: theme.space(3),
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.colors.success}`,
  borderLeftWidth: 4,
  background: theme.colors.surface,
  color: theme.colors.text,
  h3: { margin: 0, fontSize: theme.font.size.md },
  ul: { margin: 0, paddingLeft: theme.space(4), display: 'flex', flexDirection: 'column', gap: theme.space(1) },
}));

const ticketOf = (bet: PlacedBet) =>
  bet.ticket_number || String(bet.transaction_id || bet.multibet_transaction_id || '');

const nameOf = (bet: PlacedBet) =>
  bet.description || bet.runner_name || (bet.is_multi_leg ? 'Multi' : bet.is_parlay ? 'Parlay' : 'Bet');

/**
 * What the last placement placed, with each bet's ticket number and its cash out offer when it has one; the slip
 * keeps any legs that failed.
 */
export function PlacedBets({ bets }: { bets: PlacedBet[] }) {
  // Tickets cashed out from this receipt: once every bet is, the heading no longer says "placed" above "Cashed out".
  const [cashedOut, setCashedOut] = useState<ReadonlySet<string>>(new Set());
  const allCashedOut = bets.length > 0 && bets.every((bet) => cashedOut.has(ticketOf(bet)));
  const heading = allCashedOut
    ? bets.length === 1
      ? 'Bet cashed out'
      : 'Bets cashed out'
    : bets.length === 1
      ? 'Bet placed'
      : `${bets.length} bets placed`;
  return (
    <Box aria-labelledby="placed-bets-title" role="status">
      <h3 id="placed-bets-title">{heading}</h3>
      <ul>
        {bets.map((bet) => (
          <li key={ticketOf(bet)}>
            {nameOf(bet)}: {ALERT_TICKET_LABEL} <strong>{ticketOf(bet)}</strong>
            {/* A space: the item's text reads "Ticket No. X Cash out $Y", never the two run together. */}{' '}
            <CashOut
              ticketNumber={ticketOf(bet)}
              explained
              onCashedOut={() => setCashedOut((done) => new Set(done).add(ticketOf(bet)))}
            />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={betslip.clearSuccessfulLegs}>
        Done
      </Button>
    </Box>
  );
}
