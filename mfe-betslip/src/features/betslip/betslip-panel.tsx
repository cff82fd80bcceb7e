import styled from '@emotion/styled';
import { BETSLIP_HEADING_ID, useBetslip } from '@wagering/shared/betslip';
import { BetslipBody } from './components/betslip-body';
import { usePlacementEffects } from './hooks/use-placement-effects';

const Panel = styled.section(({ theme }) => ({
  background: theme.colors.surfaceAlt,
  color: theme.colors.text,
  borderRadius: theme.radius.md,
  padding: theme.space(3),
  position: 'sticky',
  top: 72,
  maxHeight: 'calc(100vh - 88px)',
  overflowY: 'auto',
  h2: { margin: `0 0 ${theme.space(3)}`, fontSize: theme.font.size.lg },
}));

/** Desktop: the betslip as the page's right-hand column. */
export default function BetslipPanel() {
  usePlacementEffects();
  const count = useBetslip((s) => s.legs.length);
  return (
    <Panel data-remote="betslip" aria-labelledby={BETSLIP_HEADING_ID}>
      <h2 id={BETSLIP_HEADING_ID} tabIndex={-1}>
        Betslip {count > 0 && `(${count})`}
      </h2>
      <BetslipBody />
    </Panel>
  );
}
