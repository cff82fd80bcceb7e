import { string } from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS } from '../constants/limits';

export const PASSWORD_RULE_MESSAGE = `Password must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters with at least one letter and one number`;

const symbols = PASSWORD_SYMBOLS.replace(/[\\\]^-]/g, '\\$&');
/** 8 to 20 characters, at least one letter and one digit, symbols only from the permitted set. */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d${symbols}]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);

/** A new password: required with `requiredMessage`, and it must follow the password rule. */
export const newPasswordField = (requiredMessage: string) =>
  string().required(requiredMessage).matches(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);
