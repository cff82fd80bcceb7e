import { useEffect } from 'react';
import styled from '@emotion/styled';
import { betslip, betslipStore, legIdFor, opensBetslipOnOddsClick, useBetslip } from '@wagering/shared/betslip';
import { disableProgressBar, sessionStore, uiStore } from '@wagering/shared/session';
import { isInWebview } from '@wagering/shared/runtime';
import { VisuallyHidden } from '@wagering/shared/ui';
import type { Match, MarketSelection } from '../types';
import { isBettable, legForSelection } from '../lib/market-leg';
import { useAnnouncePrice } from './price-announcer';
import { usePriceFlash, type PriceMove } from '../hooks/use-price-flash';

const Price = styled.button<{ selected: boolean; move: PriceMove }>(({ theme, selected, move }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  position: 'relative',
  minWidth: 72,
  minHeight: 48,
  width: '100%',
  padding: `${theme.space(1)} ${theme.space(2)}`,
  borderRadius: theme.radius.sm,
  border: `2px solid ${move === 'up' ? theme.colors.oddsUp : move === 'down' ? theme.colors.oddsDown : selected ? theme.colors.primary : theme.colors.border}`,
  background: selected ? theme.colors.primary : theme.colors.surface,
  color: selected ? theme.colors.onPrimary : theme.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  transition: 'border-color 200ms',
  '&:disabled': { cursor: 'not-allowed', color: theme.colors.textMuted, background: theme.colors.surfaceAlt },
}));

const Name = styled.span(({ theme }) => ({ fontSize: theme.font.size.xs, lineHeight: 1.2, textAlign: 'center' }));
const Odds = styled.span({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
// Over the button's corner, not beside its price: in the flow it pushed the centred price aside on every move.
const Arrow = styled.span({ position: 'absolute', top: 2, right: 4, fontSize: '0.7em', lineHeight: 1 });

const formatDividend = (dividend: number) => dividend.toFixed(2);

/** One price of a match: adds its leg to the shared betslip, or removes it when it is already there. */
export function PriceButton({
  match,
  selection,
  showName = true,
}: {
  match: Match;
  selection: MarketSelection;
  showName?: boolean;
}) {
  const leg = legForSelection(match, selection);
  const legId = legIdFor(leg);
  const selected = useBetslip((s) => s.legs.some((l) => l.leg_id === legId));
  const move = usePriceFlash(selection.dividend);
  const open = isBettable(match);
  const announce = useAnnouncePrice();
  useEffect(() => {
    if (move) announce(`${selection.selection_name} ${move} to ${formatDividend(selection.dividend)}`);
  }, [move, announce, selection.selection_name, selection.dividend]);

  const onClick = () => {
    disableProgressBar();
    const { legs, showBetslip } = betslipStore.getState();
    const opens = opensBetslipOnOddsClick({
      isMobile: uiStore.getState().currentDevice === 'mobile',
      showBetslip,
      badgeSelected: selected,
      legCount: legs.length,
      isSameRaceMulti: false,
      isWebview: isInWebview(),
      isLoggedIn: sessionStore.getState().isLoggedIn,
    });
    void betslip.addLeg(leg);
    if (opens) betslip.openBetslip();
  };

  return (
    <Price
      type="button"
      selected={selected}
      move={move}
      disabled={!open}
      aria-pressed={selected}
      onClick={onClick}
      data-bet-type={selection.bet_type}
    >
      {showName && <Name>{selection.selection_name}</Name>}
      {!showName && <VisuallyHidden>{selection.selection_name} </VisuallyHidden>}
      <Odds>
        {formatDividend(selection.dividend)}
        {move && <Arrow aria-hidden="true">{move === 'up' ? '▲' : '▼'}</Arrow>}
      </Odds>
    </Price>
  );
}
