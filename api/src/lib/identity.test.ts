import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey, sameName } from './identity';

describe('identity keys: one person despite look-alike letters and spellings', () => {
  it.each([
    ['Sally', 'Sаlly'], // Cyrillic а
    ['Sally', 'ＳＡＬＬＹ'], // full width
    ['Sally', 'SaIly'], // a capital I for l
    ['Ian', 'IAN'],
    ['Smith', 'Ｓｍｉｔｈ'],
    ['Sameperson', 'Sаmеpеrsоn'], // Cyrillic а, е, о
    ['Mary Jane', ' Mary  Jane '],
    ['José', 'Jose\u0301'], // composed and decomposed
  ])('%s and %s are the same name', (a, b) => expect(sameName(a, b)).toBe(true));

  it.each([
    ['Sally', 'Sarah'],
    ['Ian', 'Ivan'],
    ['Sam', 'Samuel'],
  ])('%s and %s are different names', (a, b) => expect(sameName(a, b)).toBe(false));

  it('an email is one mailbox however it is cased, tagged or dotted (Gmail)', () => {
    expect(emailKey('Sam.Smith+bets@GMail.com')).toBe(emailKey('samsmith@gmail.com'));
    expect(emailKey('sam@googlemail.com')).toBe(emailKey('sam@gmail.com'));
    expect(emailKey('sаm@example.com')).toBe(emailKey('sam@example.com')); // Cyrillic а
    expect(emailKey('sam.smith@example.com')).not.toBe(emailKey('samsmith@example.com'));
  });

  it('a phone is its digits as dialled at home', () => {
    expect(phoneKey('+61 498 765 432')).toBe('0498765432');
    expect(phoneKey('0061498765432')).toBe('0498765432');
    expect(phoneKey('(04) 9876-5432')).toBe('0498765432');
    expect(phoneKey('')).toBe('');
  });
});
