import { describe, expect, it } from 'vitest';
import { genderCode, registerStep1Schema } from './register-step-1';
import { registerStep2Schema } from './register-step-2';
import { registerStep3Schema } from './register-step-3';
import { registrationSchema } from './registration';
import { errorsOf } from '../test/forms';

const today = new Date(Date.UTC(2026, 10, 22));
const validRegistration = {
  gender: 'M',
  first_name: 'Jane',
  middle_name: '',
  last_name: 'Punter',
  phone: '0412345678',
  date_of_birth: '1990-05-17',
  email: 'jane@example.com',
  password: 'Secret123',
  has_auto_filling: false,
  show_address_fields: true,
  address: '',
  home_unit_number: '',
  home_street_number: '12',
  home_street_name: 'Flemington',
  home_street_type: 'RD',
  country: 'AUS',
  state: 'VIC',
  home_suburb: 'Flemington',
  post_code: '3031',
  allow_email_marketing: false,
  deposit_limit_amount: 500,
  limit_period: 7,
  has_opted_out: false,
  acknowledge_terms: true,
};

describe('registration step 1', () => {
  it('gender, names, phone and date of birth messages', async () => {
    expect(await errorsOf(registerStep1Schema, {}, today)).toEqual({
      gender: 'Gender is required',
      first_name: 'First name is required',
      last_name: 'Last name is required',
      phone: 'Phone number is required',
      date_of_birth: 'Date of birth is required',
    });
    expect(
      await errorsOf(registerStep1Schema, { ...validRegistration, first_name: 'J4ne', last_name: 'P-' }, today),
    ).toEqual({
      first_name: 'First name must contain only letters',
      last_name: 'Last name must contain only letters',
    });
  });

  it('gender M maps to 1, otherwise 2', () => {
    expect(genderCode('M')).toBe(1);
    expect(genderCode('F')).toBe(2);
  });
});

describe('registration step 2', () => {
  it('"Must be a valid email address" and the password rule', async () => {
    expect(await errorsOf(registerStep2Schema, { ...validRegistration, email: 'nope', password: 'letters' })).toEqual({
      email: 'Must be a valid email address',
      password: 'Password must be 8-64 characters with at least one letter and one number',
    });
    for (const password of ['Short1', 'abcdefghijk', '12345678', 'Secret1\u0000x', `A1${'x'.repeat(63)}`]) {
      expect((await errorsOf(registerStep2Schema, { ...validRegistration, password })).password).toBeDefined();
    }
    expect(await errorsOf(registerStep2Schema, { ...validRegistration, password: 'Secret!23' })).toEqual({});
    // Spaces, any symbol and up to 64 characters: a passphrase fits.
    for (const password of ['Secret123~', 'correct horse battery 9', `A1${'x'.repeat(62)}`])
      expect(await errorsOf(registerStep2Schema, { ...validRegistration, password })).toEqual({});
  });

  it('refuses a common password', async () => {
    expect(await errorsOf(registerStep2Schema, { ...validRegistration, password: 'Password123' })).toEqual({
      password: 'This password is too easy to guess. Please choose another one.',
    });
  });

  it('"Street number must start with a digit"; street type and state required only when country is AUS', async () => {
    expect(
      (await errorsOf(registerStep2Schema, { ...validRegistration, home_street_number: 'A12' })).home_street_number,
    ).toBe('Street number must start with a digit');
    const abroad = { ...validRegistration, country: 'NZL', state: '', home_street_type: '' };
    expect(await errorsOf(registerStep2Schema, abroad)).toEqual({});
    expect(await errorsOf(registerStep2Schema, { ...abroad, country: 'AUS' })).toEqual({
      state: 'State is required',
      home_street_type: 'Street type is required',
    });
  });

  it('with address autofill in use: "Please select an address from the dropdown or enter address manually"', async () => {
    expect(await errorsOf(registerStep2Schema, { ...validRegistration, has_auto_filling: true, address: '' })).toEqual({
      address: 'Please select an address from the dropdown or enter address manually',
    });
  });
});

describe('registration step 3', () => {
  it('deposit_limit_amount and limit_period required unless has_opted_out; acknowledge_terms required', async () => {
    expect(await errorsOf(registerStep3Schema, {})).toEqual({
      deposit_limit_amount: 'Deposit limit is required',
      limit_period: 'Deposit period is required',
      acknowledge_terms: 'Please acknowledge the terms and conditions',
    });
    expect(await errorsOf(registerStep3Schema, { has_opted_out: true, acknowledge_terms: true })).toEqual({});
  });

  it('company defaults to 1 and allow_email_marketing to false', async () => {
    const v = await registerStep3Schema.validate({ has_opted_out: true, acknowledge_terms: true });
    expect(v.company).toBe(1);
    expect(v.allow_email_marketing).toBe(false);
  });
});

describe('registration (all three steps)', () => {
  it('accepts a complete registration', async () => {
    expect(await errorsOf(registrationSchema, validRegistration, today)).toEqual({});
  });
});
