import { describe, expect, it } from 'vitest';
import { COUNTRY_FLAG_CODES, flagCode, flagEmoji } from './countries';

describe('a map of three-letter country codes to two-letter flag codes (SPEC 3 select lists)', () => {
  it('maps the registration countries', () => {
    expect(['AUS', 'NZL', 'GBR', 'IRL', 'USA', 'CAN', 'ZAF'].map((c) => flagCode(c))).toEqual([
      'AU',
      'NZ',
      'GB',
      'IE',
      'US',
      'CA',
      'ZA',
    ]);
  });

  it('maps every entry to two capital letters, each once', () => {
    const twoLetter = Object.values(COUNTRY_FLAG_CODES);
    expect(twoLetter.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(new Set(twoLetter).size).toBe(twoLetter.length);
  });

  it('takes any case, keeps a two-letter code, and knows nothing of an unknown one', () => {
    expect(flagCode('nzl')).toBe('NZ');
    expect(flagCode('GB')).toBe('GB');
    expect(flagCode('XYZ')).toBeUndefined();
    expect(flagCode(null)).toBeUndefined();
  });

  it('gives the flag emoji, or nothing for an unknown country', () => {
    expect(flagEmoji('AUS')).toBe('🇦🇺');
    expect(flagEmoji('IRL')).toBe('🇮🇪');
    expect(flagEmoji('')).toBe('');
  });
});
