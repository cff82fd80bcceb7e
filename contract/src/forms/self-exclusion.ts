import { object, string, type InferType } from 'yup';
import { currentPasswordField } from './current-password';

export const selfExclusionSchema = object({
  /** YYYY-MM-DD, the last day of the exclusion. */
  self_exclusion_date: string()
    .required('Self exclusion date is required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in YYYY-MM-DD format'),
  current_password: currentPasswordField(),
});
export type SelfExclusionForm = InferType<typeof selfExclusionSchema>;
