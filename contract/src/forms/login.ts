import { boolean, number, object, string, type InferType } from 'yup';

export const loginSchema = object({
  username: string().trim().required('Username is required'),
  password: string().required('Password is required'),
  remember_me: boolean().default(false),
  company: number().typeError('Company must be a number').optional(),
});
export type LoginForm = InferType<typeof loginSchema>;
