import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/dates';
import { selfExcludedMessage } from './person-exclusion';

describe('the self-excluded message', () => {
  it('names the last excluded day and the day betting is possible again, for an exclusion ending at midnight', () => {
    expect(selfExcludedMessage(Date.UTC(2027, 0, 16))).toBe(
      'You are self-excluded until 15 January 2027. Logging in, deposits and bets are available again from 16 January 2027.',
    );
  });

  it('names its day once, with the time, for an exclusion ending within a day', () => {
    const until = Date.UTC(2027, 4, 25, 14, 30);
    const message = selfExcludedMessage(until);
    expect(message).toBe(
      'You are self-excluded until 2:30 PM UTC, Tue 25 May 2027, when logging in, deposits and bets are available again.',
    );
    expect(message.match(/25 May 2027/g)).toHaveLength(1);
  });

  it("tells the time in the punter's zone with the zone's name that day, in the one time format", () => {
    expect(selfExcludedMessage(Date.UTC(2026, 10, 29, 3, 38), 'Australia/Sydney')).toBe(
      'You are self-excluded until 2:38 PM AEDT, Sun 29 Nov 2026, when logging in, deposits and bets are available again.',
    );
    expect(selfExcludedMessage(Date.UTC(2027, 4, 25, 3, 38), 'Australia/Sydney')).toContain('1:38 PM AEST, Tue 25 May 2027');
  });

  it("names the days when the exclusion ends at the punter's own midnight", () => {
    expect(selfExcludedMessage(Date.UTC(2027, 0, 15, 13), 'Australia/Sydney')).toBe(
      'You are self-excluded until 15 January 2027. Logging in, deposits and bets are available again from 16 January 2027.',
    );
  });

  it('never names the same date twice, whatever the hour it ends', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const message = selfExcludedMessage(Date.UTC(2027, 4, 25) + hour * (DAY_MS / 24) + 1);
      expect(message.match(/\d{1,2} \w+ \d{4}/g)).toEqual([...new Set(message.match(/\d{1,2} \w+ \d{4}/g))]);
    }
  });
});
