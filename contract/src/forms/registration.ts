import type { InferType } from 'yup';
import { registerStep1Schema } from './register-step-1';
import { registerStep2Schema } from './register-step-2';
import { registerStep3Schema } from './register-step-3';

/** All three steps at once: what POST /v1/auth/register validates. */
export const registrationSchema = registerStep1Schema.concat(registerStep2Schema).concat(registerStep3Schema);
export type RegistrationForm = InferType<typeof registrationSchema>;
