import { describe, expect, it } from 'vitest';
import { countdownLook, countdownText, countdownTicks } from './countdown';

describe('Time-to-jump display rounds to the nearest minute (30 seconds or more rounds up)', () => {
  it('29 seconds past a minute rounds down', () => expect(countdownText(89)).toBe('1m'));
  it('30 seconds or more rounds up', () => expect(countdownText(90)).toBe('2m'));
});

describe('countdown', () => {
  const now = new Date(2026, 10, 22, 14, 0, 0).getTime();
  it('shows "Now" at 0', () => expect(countdownText(0, { now })).toBe('Now'));
  it('seconds under 60 s', () => expect(countdownText(59, { now })).toBe('59s'));
  it('minutes (optionally with seconds) up to 3600 s', () => {
    expect(countdownText(125, { now })).toBe('2m');
    expect(countdownText(125, { now, withSeconds: true })).toBe('2m 05s');
    expect(countdownText(3599, { now })).toBe('60m');
  });
  it('a clock time (24h or 12h, as the brand says; 12h unless told) beyond', () => {
    expect(countdownText(3600 * 2 + 300, { now })).toBe('4:05 PM');
    expect(countdownText(3600 * 2 + 300, { now, clock: '24h' })).toBe('16:05');
  });
  it('a jump on another day (tomorrow, futures) carries its date with the time', () => {
    expect(countdownText(86_400 * 10 + 300, { now, clock: '12h' })).toBe('Wed 02 Dec, 2:05 PM');
    expect(countdownText(86_400 + 300, { now, clock: '24h' })).toBe('Mon 23 Nov, 14:05');
  });
  it('ticks each second when under 3600 s', () => {
    expect(countdownTicks(3599)).toBe(true);
    expect(countdownTicks(3600)).toBe(false);
  });
  it('is styled hot under 300 s, upcoming under 3600 s, future otherwise', () => {
    expect(countdownLook(299)).toBe('hot');
    expect(countdownLook(300)).toBe('upcoming');
    expect(countdownLook(3599)).toBe('upcoming');
    expect(countdownLook(3600)).toBe('future');
  });
});
