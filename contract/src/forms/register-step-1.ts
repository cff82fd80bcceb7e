import { object, string, type InferType } from 'yup';
import { TEXT_MAX_LENGTH } from '../constants/limits';
import { dateOfBirthField } from './date-of-birth';
import { phoneField } from './phone';

const LETTERS = /^\p{L}+$/u;

/** Step 1, personal details. gender is the form's value ('M' or 'F'); genderCode maps it for storage. */
export const registerStep1Schema = object({
  gender: string()
    .meta({ description: "'M' or 'F' (stored as 1 for M, otherwise 2)" })
    .trim()
    .required('Gender is required'),
  first_name: string()
    .trim()
    .required('First name is required')
    .max(TEXT_MAX_LENGTH)
    .matches(LETTERS, 'First name must contain only letters'),
  middle_name: string()
    .trim()
    .max(TEXT_MAX_LENGTH)
    .matches(LETTERS, { message: 'Middle name must contain only letters', excludeEmptyString: true })
    .default(''),
  last_name: string()
    .trim()
    .required('Last name is required')
    .max(TEXT_MAX_LENGTH)
    .matches(LETTERS, 'Last name must contain only letters'),
  phone: phoneField(),
  date_of_birth: dateOfBirthField(),
});
export type RegisterStep1Form = InferType<typeof registerStep1Schema>;

/** SPEC: gender M maps to 1, anything else to 2. */
export const genderCode = (gender: string) => (gender === 'M' ? 1 : 2);
