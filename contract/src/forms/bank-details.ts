import { object, string, type InferType } from 'yup';
import { ACCOUNT_NUMBER_MAX_LENGTH, ACCOUNT_NUMBER_MIN_LENGTH, BSB_LENGTH } from '../constants/limits';

const BSB_MESSAGE = `Enter ${BSB_LENGTH} digits or 123-456 format`;
const ACCOUNT_NUMBER_MESSAGE = `Enter ${ACCOUNT_NUMBER_MIN_LENGTH}-${ACCOUNT_NUMBER_MAX_LENGTH} digit account number`;
const half = BSB_LENGTH / 2;
const BSB_PATTERN = new RegExp(`^(\\d{${BSB_LENGTH}}|\\d{${half}}-\\d{${half}})$`);
const ACCOUNT_NUMBER_PATTERN = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_LENGTH},${ACCOUNT_NUMBER_MAX_LENGTH}}$`);

/** 123-456 or 123456 → 123456. */
export const normaliseBsb = (bsb: string) => bsb.replace('-', '');

/** An empty field says it is required; the format messages are for what was typed. */
export const bankDetailsSchema = object({
  bank_name: string().trim().required('Bank name is required'),
  account_name: string().trim().required('Account name is required'),
  bsb_number: string().trim().required('BSB is required').matches(BSB_PATTERN, BSB_MESSAGE),
  account_number: string()
    .trim()
    .required('Account number is required')
    .matches(ACCOUNT_NUMBER_PATTERN, ACCOUNT_NUMBER_MESSAGE),
});
export type BankDetailsForm = InferType<typeof bankDetailsSchema>;
