import { useCallback } from 'react';
import { betslip, betslipStore, opensBetslipOnOddsClick, type NewLeg } from '@wagering/shared/betslip';
import { bus } from '@wagering/shared/bus';
import { isInWebview, useLayoutClass } from '@wagering/shared/runtime';
import { sessionStore } from '@wagering/shared/session';

/**
 * Adds a selection to the one betslip, or removes it when it is already there (leg_id match). On mobile the
 * first pick opens the betslip (SPEC 4: slip closed, badge not selected, slip empty; not for same-race-multi,
 * not in a webview while logged out).
 */
export function useAddToSlip() {
  const mobile = useLayoutClass() === 'mobile';
  return useCallback(
    (leg: NewLeg, badgeSelected: boolean) => {
      const { showBetslip, legs } = betslipStore.getState();
      const open = opensBetslipOnOddsClick({
        isMobile: mobile,
        showBetslip,
        badgeSelected,
        legCount: legs.length,
        isSameRaceMulti: leg.special_type === 'SameRaceMulti',
        isWebview: isInWebview(),
        isLoggedIn: sessionStore.getState().isLoggedIn,
      });
      void betslip.addLeg(leg);
      if (open) bus.emit('betslip:drawer:request');
    },
    [mobile],
  );
}
