import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';

export type VerificationStatus = 'none' | 'pending' | 'verified' | 'rejected';

/** GET /clients/details: the punter's profile and balances (integer cents). */
export interface Profile {
  user_id: string;
  username: string;
  email: string;
  gender: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  phone: string;
  date_of_birth: string;
  address: string;
  home_unit_number: string;
  home_street_number: string;
  home_street_name: string;
  home_street_type: string;
  country: string;
  state: string;
  home_suburb: string;
  post_code: string;
  allow_email_marketing: boolean;
  user_verified: boolean;
  verification_status: VerificationStatus;
  self_excluded_until: string | null;
  last_withdrawal_at: string | null;
  cash_cents: number;
  bonus_cents: number;
}

export const getProfile = () => api.get<Profile>('/clients/details');

export const profileQuery = (userId: unknown) =>
  queryOptions({ queryKey: ['account', 'profile', userId], queryFn: getProfile });

export function useProfile() {
  const userId = useSession((s) => s.userData.user_id);
  return useQuery({ ...profileQuery(userId), enabled: userId !== undefined });
}
