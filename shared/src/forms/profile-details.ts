import { registerStep1Schema } from './register-step-1';
import { registerStep2Schema } from './register-step-2';
import { registerStep3Schema } from './register-step-3';

/** The parts of registration a punter can change later: contact, address and marketing (the profile's details). */
export const PROFILE_DETAILS_FIELDS = [
  'middle_name',
  'phone',
  'address',
  'has_auto_filling',
  'home_unit_number',
  'home_street_number',
  'home_street_name',
  'home_street_type',
  'country',
  'state',
  'home_suburb',
  'post_code',
  'allow_email_marketing',
] as const;

/** The profile's details form, with registration's own rules and messages; POST /clients/update validates the same. */
export const profileDetailsSchema = registerStep1Schema
  .pick(['middle_name', 'phone'])
  .concat(
    registerStep2Schema.pick([
      'address',
      'has_auto_filling',
      'home_unit_number',
      'home_street_number',
      'home_street_name',
      'home_street_type',
      'country',
      'state',
      'home_suburb',
      'post_code',
    ]),
  )
  .concat(registerStep3Schema.pick(['allow_email_marketing']));
