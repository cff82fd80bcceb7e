import { describe, expect, it } from 'vitest';
import { addressFieldsFrom } from './address-components';
import type { AddressComponent } from './places-service';

const c = (types: string[], long_name: string, short_name = long_name): AddressComponent => ({
  types,
  long_name,
  short_name,
});

const collinsStreet = [
  c(['subpremise'], 'Unit 5'),
  c(['street_number'], '120'),
  c(['route'], 'Collins Street', 'Collins St'),
  c(['locality', 'political'], 'Melbourne'),
  c(['administrative_area_level_1', 'political'], 'Victoria', 'VIC'),
  c(['country', 'political'], 'Australia', 'AU'),
  c(['postal_code'], '3000'),
];

describe('Address entry: the parts read from a geocoded place', () => {
  it('postal_code gives post_code, locality gives home_suburb, street_number gives home_street_number', () => {
    expect(addressFieldsFrom(collinsStreet, 'AUS')).toMatchObject({
      post_code: '3000',
      home_suburb: 'Melbourne',
      home_street_number: '120',
    });
  });

  it('administrative_area_level_1 (short name) gives state: Country AUS sets state from the place', () => {
    expect(addressFieldsFrom(collinsStreet, 'AUS').state).toBe('VIC');
  });

  it('A non-Australian country sets state to NonAU', () => {
    expect(addressFieldsFrom(collinsStreet, 'NZL').state).toBe('NonAU');
  });

  it('subpremise gives home_unit_number (digits only)', () => {
    expect(addressFieldsFrom(collinsStreet, 'AUS').home_unit_number).toBe('5');
  });

  it('route gives home_street_name (first word) and home_street_type (last word)', () => {
    expect(addressFieldsFrom(collinsStreet, 'AUS')).toMatchObject({
      home_street_name: 'Collins',
      home_street_type: 'ST',
    });
  });

  it('a many-word street name keeps every word before the street type', () => {
    const stKilda = [c(['route'], 'St Kilda Road')];
    expect(addressFieldsFrom(stKilda, 'AUS')).toMatchObject({ home_street_name: 'St Kilda', home_street_type: 'RD' });
  });

  it('home_street_type defaults to OTHER', () => {
    expect(addressFieldsFrom([c(['route'], 'Broadway')], 'AUS')).toMatchObject({
      home_street_name: 'Broadway',
      home_street_type: 'OTHER',
    });
    expect(addressFieldsFrom([c(['route'], 'The Boulevarde')], 'AUS').home_street_type).toBe('OTHER');
    expect(addressFieldsFrom([], 'AUS').home_street_type).toBe('OTHER');
  });

  it('missing parts come back empty rather than undefined', () => {
    expect(addressFieldsFrom([], 'AUS')).toEqual({
      post_code: '',
      state: '',
      home_unit_number: '',
      home_suburb: '',
      home_street_number: '',
      home_street_name: '',
      home_street_type: 'OTHER',
    });
  });
});
