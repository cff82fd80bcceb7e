import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('cash out configuration', () => {
  it('defaults to a 5% margin and a stop 60 seconds before the jump, and reads both from the environment', () => {
    expect(loadConfig({}).cashOut).toEqual({ marginPercent: 5, suspendBeforeJumpMs: 60_000 });
    expect(loadConfig({ CASH_OUT_MARGIN_PERCENT: '7.5', CASH_OUT_SUSPEND_BEFORE_JUMP_SEC: '120' }).cashOut).toEqual({
      marginPercent: 7.5,
      suspendBeforeJumpMs: 120_000,
    });
  });

  it('refuses a margin over 50% or under 0, and a stop that is not whole seconds, naming the variable', () => {
    expect(() => loadConfig({ CASH_OUT_MARGIN_PERCENT: '80' })).toThrow(/CASH_OUT_MARGIN_PERCENT/);
    expect(() => loadConfig({ CASH_OUT_MARGIN_PERCENT: '-1' })).toThrow(/CASH_OUT_MARGIN_PERCENT/);
    expect(() => loadConfig({ CASH_OUT_SUSPEND_BEFORE_JUMP_SEC: '1.5' })).toThrow(/CASH_OUT_SUSPEND_BEFORE_JUMP_SEC/);
  });
});
