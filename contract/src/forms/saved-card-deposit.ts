import { object, string, type InferType } from 'yup';
import { CARD_DEPOSIT_MAX_DOLLARS } from '../constants/limits';
import { cvvField } from './card-deposit';
import { amountField } from './money';

/** Deposit with a registered card: account is the card id. */
export const savedCardDepositSchema = object({
  account: string().meta({ description: 'card_id of a saved card' }).trim().required('Account is required'),
  ccv: cvvField(),
  amount: amountField('Amount is required', 'Amount must be a number', CARD_DEPOSIT_MAX_DOLLARS),
});
export type SavedCardDepositForm = InferType<typeof savedCardDepositSchema>;
