import { useMutation } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { loadRules } from '../load-rules';
import type { RegisterStep1Form, RegisterStep2Form, RegisterStep3Form } from '@wagering/shared/forms';

export type RegisterData = RegisterStep1Form & RegisterStep2Form & RegisterStep3Form;

/**
 * The POST /auth/register body: every field of the three steps, date_of_birth as YYYY-MM-DD. gender goes as typed
 * (M or F): the server stores it as 1 for M, otherwise 2. An opted-out punter sends no limit.
 */
const registrationPayload = async (data: RegisterData) => {
  // The shared forms are here by now (step 3 was just checked with them); importing them with the page brought yup.
  const { dobToIso } = await loadRules();
  return {
    ...data,
    date_of_birth: dobToIso(data.date_of_birth),
    deposit_limit_amount: data.has_opted_out ? null : data.deposit_limit_amount,
    limit_period: data.has_opted_out ? null : data.limit_period,
  };
};

/** POST /auth/register: opens the account and answers like a login (access_token, user_verified, user_id). */
const postRegister = async (data: RegisterData) =>
  api.POST('/auth/register', { body: await registrationPayload(data) });

export const useRegister = () => useMutation({ mutationFn: postRegister });
