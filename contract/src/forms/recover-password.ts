import { object, string, type InferType } from 'yup';
import { dateOfBirthField } from './date-of-birth';

/** Forgot Login Details: dob is typed DD-MM-YYYY and sent YYYY-MM-DD (dobToIso). */
export const recoverPasswordSchema = object({
  user_id: string().trim().required('Username is required'),
  first_name: string().trim().required('First name is required'),
  last_name: string().trim().required('Last name is required'),
  dob: dateOfBirthField(),
});
export type RecoverPasswordForm = InferType<typeof recoverPasswordSchema>;
