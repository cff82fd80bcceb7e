import { registerStep1Schema } from './register-step-1';
import { registerStep2Schema } from './register-step-2';
import { registerStep3Schema } from './register-step-3';

/** Registration step 2's address: the picked address text and the detailed fields. */
export const ADDRESS_FIELDS = [
  'address',
  'home_unit_number',
  'home_street_number',
  'home_street_name',
  'home_street_type',
  'country',
  'state',
  'home_suburb',
  'post_code',
] as const;

const CONTACT = ['middle_name', 'phone'] as const;
const ADDRESS = ['has_auto_filling', ...ADDRESS_FIELDS] as const;
const MARKETING = ['allow_email_marketing'] as const;

/** The parts of registration a punter can change later: contact, address and marketing (the profile's details). */
export const PROFILE_DETAILS_FIELDS = [...CONTACT, ...ADDRESS, ...MARKETING] as const;

/** The profile's details form, with registration's own rules and messages; POST /clients/update validates the same. */
export const profileDetailsSchema = registerStep1Schema
  .pick([...CONTACT])
  .concat(registerStep2Schema.pick([...ADDRESS]))
  .concat(registerStep3Schema.pick([...MARKETING]));
