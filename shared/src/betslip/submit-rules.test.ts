import { describe, expect, it } from 'vitest';
import { isBetPlaced, isSubmitDisabled, needsAttention, opensBetslipOnOddsClick } from './submit-rules';
import { multi, racingLeg } from '@wagering/testing/betslip';

const staked = racingLeg({ bet_amount: 10 });
const slip = (over: Partial<Parameters<typeof isSubmitDisabled>[0]> = {}) => ({
  legs: [staked],
  multi: multi(),
  parlayCombos: [],
  ...over,
});

describe('Submit is disabled when any of these hold', () => {
  it('a staked open slip can be submitted', () => expect(isSubmitDisabled(slip())).toBe(false));
  it('the slip has no legs', () => expect(isSubmitDisabled(slip({ legs: [] }))).toBe(true));
  it('any leg has error codes', () => {
    expect(
      isSubmitDisabled(slip({ legs: [staked, racingLeg({ event_id: 2, bet_amount: 1, bet_leg_error_codes: [311] })] })),
    ).toBe(true);
    expect(isSubmitDisabled(slip({ legs: [racingLeg({ bet_amount: 1, error_code: 358 })] }))).toBe(true);
  });
  it('all legs are not open', () => {
    expect(isSubmitDisabled(slip({ legs: [racingLeg({ bet_amount: 5, event_status: 'Closed' })] }))).toBe(true);
    expect(isSubmitDisabled(slip({ legs: [staked, racingLeg({ event_id: 2, event_status: 'Closed' })] }))).toBe(false);
  });
  it('every leg, the multi and every parlay combo has a zero or empty amount', () => {
    const unstaked = racingLeg();
    expect(isSubmitDisabled(slip({ legs: [unstaked] }))).toBe(true);
    expect(isSubmitDisabled(slip({ legs: [unstaked], multi: multi({ multi_bet_amount: 5 }) }))).toBe(false);
    const combo = { label: 'Doubles', legCount: 2, combinations: [['a', 'b']], amount: 1, dividend: 4 };
    expect(isSubmitDisabled(slip({ legs: [unstaked], parlayCombos: [combo] }))).toBe(false);
  });
  it('a multi bonus bet amount exceeds the multi bonus limit', () => {
    expect(
      isSubmitDisabled(
        slip({ multi: multi({ is_multi_bonus_bet_applied: true, multi_bet_amount: 30, multi_bonus_bet_limit: 20 }) }),
      ),
    ).toBe(true);
  });
});

describe('A bet counts as placed when ticket_number is non-empty or transaction_id is above 0', () => {
  it('ticket_number non-empty', () => {
    expect(isBetPlaced({ ticket_number: 'T123' })).toBe(true);
    expect(isBetPlaced({ ticket_number: '' })).toBe(false);
  });
  it('transaction_id above 0', () => {
    expect(isBetPlaced({ transaction_id: 5 })).toBe(true);
    expect(isBetPlaced({ transaction_id: 0 })).toBe(false);
    expect(isBetPlaced({})).toBe(false);
  });
});

describe('A slip "needs attention"', () => {
  it('if any leg is Exotic (other than SameRaceMulti)', () => {
    expect(needsAttention([racingLeg({ bet_type: 'Exotic', special_type: 'Exacta', requested_dividend: 0 })])).toBe(
      true,
    );
    expect(needsAttention([racingLeg({ bet_type: 'Exotic', special_type: 'SameRaceMulti' })])).toBe(false);
  });
  it('or has special_type TF, BP1 or BT3SP', () => {
    for (const special_type of ['TF', 'BP1', 'BT3SP']) expect(needsAttention([racingLeg({ special_type })])).toBe(true);
  });
  it('or if requested_dividend is 1', () => expect(needsAttention([racingLeg({ requested_dividend: 1 })])).toBe(true));
  it('a plain fixed-odds win does not', () => expect(needsAttention([racingLeg()])).toBe(false));
});

describe('On mobile, clicking an odds badge opens the betslip', () => {
  const base = {
    isMobile: true,
    showBetslip: false,
    badgeSelected: false,
    legCount: 0,
    isSameRaceMulti: false,
    isWebview: false,
    isLoggedIn: false,
  };
  it('if the betslip is closed, the badge is not selected and the slip is empty', () => {
    expect(opensBetslipOnOddsClick(base)).toBe(true);
    expect(opensBetslipOnOddsClick({ ...base, showBetslip: true })).toBe(false);
    expect(opensBetslipOnOddsClick({ ...base, badgeSelected: true })).toBe(false);
    expect(opensBetslipOnOddsClick({ ...base, legCount: 1 })).toBe(false);
    expect(opensBetslipOnOddsClick({ ...base, isMobile: false })).toBe(false);
  });
  it('This does not apply for same-race-multi, and not in a webview while logged out', () => {
    expect(opensBetslipOnOddsClick({ ...base, isSameRaceMulti: true })).toBe(false);
    expect(opensBetslipOnOddsClick({ ...base, isWebview: true })).toBe(false);
    expect(opensBetslipOnOddsClick({ ...base, isWebview: true, isLoggedIn: true })).toBe(true);
  });
});
