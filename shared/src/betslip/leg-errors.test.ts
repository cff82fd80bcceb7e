import { describe, expect, it } from 'vitest';
import {
  BONUS_AND_BOOST_MESSAGE,
  classifyLegError,
  clearInsufficientFunds,
  LEG_ERROR_MESSAGES,
  legErrorMessage,
} from './leg-errors';

const leg = (codes: (number | string)[], extra: { error_message?: string; bet_type?: string } = {}) => ({
  bet_type: 'Win',
  bet_leg_error_codes: codes,
  ...extra,
});

describe('Bet leg errors are classified from numeric codes in the leg error list or its single code', () => {
  it('350 with message "Bonus and Boosts cannot be used on same bet leg" → bonus-boost-applied', () => {
    expect(classifyLegError(leg([350], { error_message: BONUS_AND_BOOST_MESSAGE }))).toBe('bonus-boost-applied');
  });
  it('302 + 350, not exotic → event-closed', () => expect(classifyLegError(leg([302, 350]))).toBe('event-closed'));
  it('302 + 350, exotic → unit-total-mismatch', () =>
    expect(classifyLegError(leg([302, 350], { bet_type: 'Exotic' }))).toBe('unit-total-mismatch'));
  it('302 + 351 → product-unavailable', () => expect(classifyLegError(leg([302, 351]))).toBe('product-unavailable'));
  it('314 → bonus-over-limit', () => expect(classifyLegError(leg([314]))).toBe('bonus-over-limit'));
  it('300 → no-bonus-bet', () => expect(classifyLegError(leg([300]))).toBe('no-bonus-bet'));
  it('358 → min-bet-amount', () => expect(classifyLegError(leg([358]))).toBe('min-bet-amount'));
  it('302 alone → boost-over-limit', () => expect(classifyLegError(leg([302]))).toBe('boost-over-limit'));
  it('311 (only) → dividend-change', () => {
    expect(classifyLegError(leg([311]))).toBe('dividend-change');
    expect(classifyLegError(leg([311, 999]))).toBe('bet-error');
  });
  it('text code multi-bonus-over-limit → multi-bonus-over-limit', () =>
    expect(classifyLegError(leg(['multi-bonus-over-limit']))).toBe('multi-bonus-over-limit'));
  it('text code multi-boost-over-limit → multi-boost-over-limit', () =>
    expect(classifyLegError(leg(['multi-boost-over-limit']))).toBe('multi-boost-over-limit'));
  it('anything else → bet-error', () => expect(classifyLegError(leg([999]))).toBe('bet-error'));
  it('its single code', () => expect(classifyLegError({ bet_type: 'Win', error_code: '358' })).toBe('min-bet-amount'));
  it('a leg with no errors has no class', () => expect(classifyLegError({ bet_type: 'Win' })).toBeUndefined());
});

describe('leg error messages', () => {
  it('every class has a message for the punter', () => {
    for (const message of Object.values(LEG_ERROR_MESSAGES)) expect(message.length).toBeGreaterThan(10);
  });
  it('The server leg-level error messages are passed through for an unclassified error', () => {
    expect(legErrorMessage(leg([999], { error_message: 'Selection scratched' }))).toBe('Selection scratched');
  });
});

describe('Insufficient funds', () => {
  const withFunds = { bet_leg_error_codes: [320], error_code: 320, error_message: 'INSUFFICIENT FUNDS' };
  it('is ignored, with its error cleared, when the account balance is 0 (compared case-insensitively)', () => {
    expect(clearInsufficientFunds(withFunds, 0)).toEqual({
      bet_leg_error_codes: [],
      error_code: null,
      error_message: null,
    });
  });
  it('stays when the balance is above 0 or unknown', () => {
    expect(clearInsufficientFunds(withFunds, 5)).toBe(withFunds);
    expect(clearInsufficientFunds(withFunds, undefined)).toBe(withFunds);
  });
});
