import { boolean, object, string, type InferType } from 'yup';
import { TEXT_MAX_LENGTH } from '../constants/limits';
import { newPasswordField } from './password';

export const ADDRESS_PICK_MESSAGE = 'Please select an address from the dropdown or enter address manually';
const whenAustralia = (message: string) =>
  string()
    .trim()
    .when('country', { is: 'AUS', then: (s) => s.required(message), otherwise: (s) => s.default('') });

/** Step 2, email, password and address (autocompleted when has_auto_filling, else typed in the detailed fields). */
export const registerStep2Schema = object({
  email: string().trim().required('Email is required').max(TEXT_MAX_LENGTH).email('Must be a valid email address'),
  password: newPasswordField('Password is required'),
  has_auto_filling: boolean().default(false),
  show_address_fields: boolean().default(false),
  address: string()
    .trim()
    .max(TEXT_MAX_LENGTH)
    .when('has_auto_filling', {
      is: true,
      then: (s) => s.required(ADDRESS_PICK_MESSAGE),
      otherwise: (s) => s.default(''),
    }),
  home_unit_number: string().trim().max(TEXT_MAX_LENGTH).default(''),
  home_street_number: string()
    .trim()
    .required('Street number is required')
    .max(TEXT_MAX_LENGTH)
    .matches(/^\d/, 'Street number must start with a digit'),
  home_street_name: string()
    .trim()
    .required('Street name is required')
    .max(TEXT_MAX_LENGTH)
    .matches(/^[A-Za-z0-9 ]+$/, 'Street name must contain only letters, digits and spaces'),
  home_street_type: whenAustralia('Street type is required'),
  country: string().meta({ description: 'Three-letter code, e.g. AUS' }).trim().required('Country is required'),
  state: whenAustralia('State is required'),
  home_suburb: string().trim().required('Suburb is required').max(TEXT_MAX_LENGTH),
  post_code: string().trim().required('Post code is required').max(TEXT_MAX_LENGTH),
});
export type RegisterStep2Form = InferType<typeof registerStep2Schema>;
