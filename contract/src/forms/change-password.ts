import { object, ref, string, type InferType } from 'yup';
import { currentPasswordField } from './current-password';
import { newPasswordField } from './password';

export const changePasswordSchema = object({
  current_password: currentPasswordField(),
  new_password: newPasswordField('New password is required'),
  confirm_password: string()
    .required('Confirm password is required')
    .oneOf([ref('new_password')], 'Passwords must match'),
});
export type ChangePasswordForm = InferType<typeof changePasswordSchema>;
