import { object, string, type InferType } from 'yup';

const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const currentPasswordField = () => string().required(CURRENT_PASSWORD_REQUIRED);

export const currentPasswordSchema = object({ current_password: currentPasswordField() });
export type CurrentPasswordForm = InferType<typeof currentPasswordSchema>;
