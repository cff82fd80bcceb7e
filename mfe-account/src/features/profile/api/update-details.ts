import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';
import { profileQuery, type Profile } from '../../../api/get-profile';

/** The contact and address fields a punter may change (POST /clients/update). */
export type DetailsForm = Pick<
  Profile,
  | 'middle_name'
  | 'phone'
  | 'home_unit_number'
  | 'home_street_number'
  | 'home_street_name'
  | 'home_street_type'
  | 'country'
  | 'state'
  | 'home_suburb'
  | 'post_code'
  | 'allow_email_marketing'
>;

const updateDetails = (details: DetailsForm) =>
  api.POST('/clients/update', { body: { ...details, has_auto_filling: false } });

export function useUpdateDetails() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userData.user_id);
  return useMutation({
    mutationFn: updateDetails,
    onSuccess: (profile) => queryClient.setQueryData(profileQuery(userId).queryKey, profile),
  });
}
