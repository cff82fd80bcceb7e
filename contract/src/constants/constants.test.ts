import { describe, expect, it } from 'vitest';
import {
  alertPriceLabel,
  bankingFrameHeight,
  notificationLook,
  raceFilterGroup,
  raceTypeCode,
  RACE_TYPES,
  THREE_DS_STEP,
} from '.';

describe('race type codes', () => {
  it('T Thoroughbreds, H Harness, G Greyhounds (long names also accepted)', () => {
    expect(raceTypeCode('T')).toBe('T');
    expect(raceTypeCode('Thoroughbred')).toBe('T');
    expect(raceTypeCode('harness')).toBe('H');
    expect(raceTypeCode('Greyhounds')).toBe('G');
  });
  it('any other value maps to "any"', () => {
    expect(raceTypeCode('X')).toBe('any');
    expect(raceTypeCode(undefined)).toBe('any');
  });
  it('horse banner for T, H and any; greyhound banner for G', () => {
    expect([RACE_TYPES.T.banner, RACE_TYPES.H.banner, RACE_TYPES.any.banner, RACE_TYPES.G.banner]).toEqual([
      'horse',
      'horse',
      'horse',
      'greyhound',
    ]);
  });
});

describe('race filter groups', () => {
  it('AUS/NZ (is_australian or state code NZ) and INTERNATIONAL', () => {
    expect(raceFilterGroup({ is_australian: true })).toBe('AUS/NZ');
    expect(raceFilterGroup({ is_australian: false, state_country_code: 'NZ' })).toBe('AUS/NZ');
    expect(raceFilterGroup({ is_australian: false, state_country_code: 'GBR' })).toBe('INTERNATIONAL');
  });
});

describe('alert status looks', () => {
  it('Success: Approved, Accepted, Return_At, Return_Of', () => {
    for (const s of ['Approved', 'Accepted', 'Return_At', 'Return_Of']) expect(notificationLook(s)).toBe('success');
  });
  it('Error: Rejected, No_Return, Cancellation_Of, Cancelled_At, Declined', () => {
    for (const s of ['Rejected', 'No_Return', 'Cancellation_Of', 'Cancelled_At', 'Declined'])
      expect(notificationLook(s)).toBe('error');
  });
  it('Processing: Processing', () => expect(notificationLook('Processing')).toBe('processing'));
  it('The label is "Banking Transaction" for type Transfer, otherwise "Price"', () => {
    expect(alertPriceLabel('Transfer')).toBe('Banking Transaction');
    expect(alertPriceLabel('Bet')).toBe('Price');
  });
});

describe('banking frame', () => {
  it('height 450px (400px under 768px, 300px under 480px)', () => {
    expect(bankingFrameHeight(1024)).toBe(450);
    expect(bankingFrameHeight(768)).toBe(450);
    expect(bankingFrameHeight(767)).toBe(400);
    expect(bankingFrameHeight(479)).toBe(300);
  });
});

describe('Card 3-D Secure step codes', () => {
  it('are Unknown 0, VerificationRedirect_v2 1, VerificationRedirect_v1 2, ThreeDSMethod 3, Success 4, Failure 5', () => {
    expect(THREE_DS_STEP).toEqual({
      Unknown: 0,
      VerificationRedirect_v2: 1,
      VerificationRedirect_v1: 2,
      ThreeDSMethod: 3,
      Success: 4,
      Failure: 5,
    });
  });
});
