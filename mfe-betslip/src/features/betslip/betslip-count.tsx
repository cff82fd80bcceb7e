import styled from '@emotion/styled';
import { betslip, useBetslip } from '@wagering/shared/betslip';
import { useLayoutClass } from '@wagering/shared/runtime';
import { BETSLIP_HEADING_ID } from './slip-ids';

const CountButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  background: 'transparent',
  color: theme.colors.onHeader,
  border: `1px solid ${theme.colors.onHeader}`,
  borderRadius: theme.radius.sm,
  padding: `${theme.space(1)} ${theme.space(2)}`,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
}));

const Count = styled.span(({ theme }) => ({
  minWidth: 22,
  padding: `0 ${theme.space(1)}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.accent,
  color: theme.colors.onAccent,
  textAlign: 'center',
}));

/**
 * The header's betslip button with the leg count, on every layout. On mobile and tablet it opens the drawer; on
 * desktop the slip is already the right-hand column, so it takes focus there.
 */
export default function BetslipCount() {
  const count = useBetslip((s) => s.legs.length);
  const layout = useLayoutClass();
  const onClick = () => {
    if (layout !== 'desktop') return betslip.toggleBetslip();
    document.getElementById(BETSLIP_HEADING_ID)?.focus();
  };
  return (
    <CountButton
      type="button"
      onClick={onClick}
      aria-label={`Betslip, ${count} ${count === 1 ? 'selection' : 'selections'}`}
    >
      Betslip <Count aria-hidden="true">{count}</Count>
    </CountButton>
  );
}
