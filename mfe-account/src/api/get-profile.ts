import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';

/** GET /clients/details: the punter's profile and balances (integer cents), as the API's OpenAPI types say. */
export type Profile = ApiResponse<'/clients/details'>;
export type VerificationStatus = Profile['verification_status'];

export const getProfile = () => api.GET('/clients/details');

export const profileQuery = (userId: unknown) =>
  queryOptions({ queryKey: ['account', 'profile', userId], queryFn: getProfile });

export function useProfile() {
  const userId = useSession((s) => s.userData.user_id);
  return useQuery({ ...profileQuery(userId), enabled: userId !== undefined });
}
