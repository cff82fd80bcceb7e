import { object, ref, string, type InferType } from 'yup';
import { newPasswordField } from './password';

export const RESET_TOKEN_MISSING_MESSAGE = 'The reset link is missing its token';

/** POST /auth/reset-password: the mailed token and the new password (the API's rule). */
export const resetPasswordSchema = object({
  token: string().required(RESET_TOKEN_MISSING_MESSAGE),
  password: newPasswordField('New password is required'),
});
export type ResetPasswordBody = InferType<typeof resetPasswordSchema>;

/** The reset page's form: the new password twice (SPEC 5 Change password messages); the token comes from the link. */
export const resetPasswordFormSchema = object({
  password: newPasswordField('New password is required'),
  confirm_password: string()
    .required('Confirm password is required')
    .oneOf([ref('password')], 'Passwords must match'),
});
export type ResetPasswordForm = InferType<typeof resetPasswordFormSchema>;
