import { string } from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { isCommonPassword } from './common-passwords';

const PASSWORD_RULE_MESSAGE = `Password must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters with at least one letter and one number`;
const COMMON_PASSWORD_MESSAGE = 'This password is too easy to guess. Please choose another one.';

/**
 * 8 to 64 characters, at least one letter and one digit; any printable character, spaces included, so a
 * passphrase or a password manager's output fits (control characters are refused).
 */
const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[^\\u0000-\\u001f\\u007f]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);

/** A new password: required with `requiredMessage`, it must follow the password rule and not be a common one. */
export const newPasswordField = (requiredMessage: string) =>
  string()
    .required(requiredMessage)
    .matches(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE)
    .test('not-common', COMMON_PASSWORD_MESSAGE, (value) => !value || !isCommonPassword(value));
