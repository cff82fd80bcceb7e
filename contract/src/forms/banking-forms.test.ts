import { describe, expect, it } from 'vitest';
import { eftNotificationSchema } from './amount-date';
import { bankDetailsSchema } from './bank-details';
import { CARD_EXPIRED_MESSAGE, cardDepositSchema } from './card-deposit';
import { depositLimitSchema } from './deposit-limit';
import { savedCardDepositSchema } from './saved-card-deposit';
import { errorsOf } from '../test/forms';
import { transferSchema } from './transfer';
import { withdrawalSchema } from './withdrawal';

describe('money forms', () => {
  it('deposit limit: "Deposit limit is required" / "Deposit limit must be a number", "Deposit period is required"', async () => {
    expect(await errorsOf(depositLimitSchema, {})).toEqual({
      deposit_limit: 'Deposit limit is required',
      deposit_period: 'Deposit period is required',
    });
    expect(await errorsOf(depositLimitSchema, { deposit_limit: 'lots', deposit_period: 7 })).toEqual({
      deposit_limit: 'Deposit limit must be a number',
    });
  });

  it('transfer form: account, amount and password messages', async () => {
    expect(await errorsOf(transferSchema, {})).toEqual({
      account: 'Account is required',
      amount: 'Amount is required',
      password: 'Password is required',
    });
    expect((await errorsOf(transferSchema, { account: '1', amount: 'ten', password: 'x' })).amount).toBe(
      'Amount must be a number',
    );
  });

  it('bank details: BSB "Enter 6 digits or 123-456 format", account "Enter 6-10 digit account number"', async () => {
    expect(await errorsOf(bankDetailsSchema, {})).toEqual({
      bank_name: 'Bank name is required',
      account_name: 'Account name is required',
      bsb_number: 'BSB is required',
      account_number: 'Account number is required',
    });
    const ok = { bank_name: 'CBA', account_name: 'J Punter', bsb_number: '062-000', account_number: '123456' };
    expect(await errorsOf(bankDetailsSchema, ok)).toEqual({});
    expect(await errorsOf(bankDetailsSchema, { ...ok, bsb_number: '06200' })).toEqual({
      bsb_number: 'Enter 6 digits or 123-456 format',
    });
    expect(await errorsOf(bankDetailsSchema, { ...ok, account_number: '12345678901' })).toEqual({
      account_number: 'Enter 6-10 digit account number',
    });
  });

  it('amount and date form (the EFT notification): both required; amount numeric', async () => {
    expect(await errorsOf(eftNotificationSchema, {})).toEqual({
      amount: 'Amount is required',
      date: 'Date is required',
    });
  });

  it('withdrawal: amount numeric, password required, date and transaction_id optional', async () => {
    expect(await errorsOf(withdrawalSchema, { amount: 10, password: 'x' })).toEqual({});
    expect(await errorsOf(withdrawalSchema, { amount: 'x' })).toEqual({
      amount: 'Amount must be a number',
      password: 'Password is required',
    });
  });

  const card = {
    card_holder_name: 'J Punter',
    card_number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: 2030,
    cvv: '123',
    credit_card_type: 'debit',
    bank_name: 'CBA',
    amount: 50,
  };

  it('card deposit: a valid debit card passes', async () => {
    expect(await errorsOf(cardDepositSchema, card)).toEqual({});
  });

  it('card deposit: "Expiry year must be between 2024 and 2034"', async () => {
    expect(await errorsOf(cardDepositSchema, { ...card, expiry_year: 2035 })).toEqual({
      expiry_year: 'Expiry year must be between 2024 and 2034',
    });
    expect(await errorsOf(cardDepositSchema, { ...card, expiry_year: 2023 })).toEqual({
      expiry_year: 'Expiry year must be between 2024 and 2034',
    });
  });

  it('card deposit: an expired card is refused (good to the end of its expiry month)', async () => {
    const today = new Date(Date.UTC(2026, 10, 24));
    const check = (expiry_month: number, expiry_year: number) =>
      errorsOf(cardDepositSchema, { ...card, expiry_month, expiry_year }, today);
    expect(await check(10, 2026)).toEqual({ expiry_year: CARD_EXPIRED_MESSAGE });
    expect(await check(12, 2025)).toEqual({ expiry_year: CARD_EXPIRED_MESSAGE });
    expect(await check(11, 2026)).toEqual({});
    expect(await check(1, 2027)).toEqual({});
  });

  it('card deposit: "Card number is invalid", "CVV must be 3 characters long", "CVV must be numeric", "Debit card type is required"', async () => {
    expect(await errorsOf(cardDepositSchema, { ...card, card_number: '1234 5678' })).toEqual({
      card_number: 'Card number is invalid',
    });
    expect(await errorsOf(cardDepositSchema, { ...card, cvv: '12' })).toEqual({ cvv: 'CVV must be 3 characters long' });
    expect(await errorsOf(cardDepositSchema, { ...card, cvv: '12a' })).toEqual({ cvv: 'CVV must be numeric' });
    expect(await errorsOf(cardDepositSchema, { ...card, credit_card_type: '' })).toEqual({
      credit_card_type: 'Debit card type is required',
    });
  });

  it('card deposit: an empty field says it is required, not that it is invalid (required before pattern)', async () => {
    const empty = { card_number: '', expiry_month: '', expiry_year: '', cvv: '' };
    expect(await errorsOf(cardDepositSchema, { ...card, ...empty })).toEqual({
      card_number: 'Card number is required',
      expiry_month: 'Expiry month is required',
      expiry_year: 'Expiry year is required',
      cvv: 'CVV is required',
    });
    expect(await errorsOf(cardDepositSchema, { ...card, card_number: undefined, expiry_year: undefined })).toEqual({
      card_number: 'Card number is required',
      expiry_year: 'Expiry year is required',
    });
  });

  it('saved-card deposit: account, ccv (3 digits, same messages) and amount are required', async () => {
    expect(await errorsOf(savedCardDepositSchema, { account: '1', ccv: '1234', amount: 5 })).toEqual({
      ccv: 'CVV must be 3 characters long',
    });
    expect(await errorsOf(savedCardDepositSchema, {})).toEqual({
      account: 'Account is required',
      ccv: 'CVV is required',
      amount: 'Amount is required',
    });
  });
});
