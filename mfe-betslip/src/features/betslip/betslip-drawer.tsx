import { Drawer } from '@wagering/shared/ui';
import { betslip, useBetslip } from '@wagering/shared/betslip';
import { BetslipBody } from './components/betslip-body';
import { usePlacementEffects } from './hooks/use-placement-effects';

/** Mobile and tablet: the betslip in a drawer, opened from the header's slip count (or by the native app). */
export default function BetslipDrawer() {
  usePlacementEffects();
  const open = useBetslip((s) => s.showBetslip);
  const count = useBetslip((s) => s.legs.length);
  return (
    <Drawer open={open} onClose={betslip.closeBetslip} side="right" title={`Betslip${count > 0 ? ` (${count})` : ''}`}>
      <BetslipBody />
    </Drawer>
  );
}
