import { bool, errorResponses, int, obj, str } from '../../lib/schemas';

export const loginBody = obj({ username: str, password: str, remember_me: bool, company: int }, [
  'remember_me',
  'company',
]);
export const loginResponse = obj({ access_token: str, user_verified: bool, user_id: str });

export const recoverBody = obj({
  user_id: str,
  first_name: str,
  last_name: str,
  dob: { type: 'string', description: 'YYYY-MM-DD' },
});
export const recoverResponse = obj({ data: { type: 'null', nullable: true }, message: str });

export const resetBody = obj({ token: str, password: str });
export const messageResponse = obj({ message: str });

/** Every registration field of the three steps (SPEC section 3), checked by the shared registration schema. */
export const registerBody = obj(
  {
    gender: { type: 'string', description: "'M' or 'F' (stored as 1 for M, otherwise 2)" },
    first_name: str,
    middle_name: str,
    last_name: str,
    phone: str,
    date_of_birth: { type: 'string', description: 'YYYY-MM-DD' },
    email: str,
    address: str,
    show_address_fields: bool,
    has_auto_filling: bool,
    password: str,
    home_unit_number: str,
    home_street_number: str,
    home_street_name: str,
    home_street_type: str,
    country: { type: 'string', description: 'Three-letter code, e.g. AUS' },
    state: str,
    home_suburb: str,
    post_code: str,
    allow_email_marketing: bool,
    recaptcha_token: str,
    heard_about: str,
    deposit_limit_amount: { type: 'number', nullable: true, description: 'Dollars' },
    limit_period: { type: 'integer', nullable: true, enum: [1, 7, 14, 30, null], description: 'Days' },
    acknowledge_terms: bool,
    has_opted_out: bool,
    company: int,
  },
  [
    'middle_name',
    'address',
    'show_address_fields',
    'has_auto_filling',
    'home_unit_number',
    'home_street_type',
    'state',
    'allow_email_marketing',
    'recaptcha_token',
    'heard_about',
    'deposit_limit_amount',
    'limit_period',
    'has_opted_out',
    'company',
  ],
);

export const authErrors = errorResponses(400, 403, 409, 413, 415, 429);
