import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { crmLogin, crmLogout, useSession } from '@wagering/shared/session';

const crmHeaders = (crmToken: string) => ({ headers: { 'X-CRM-Token': crmToken } });

/** POST /rewards/login: a rewards session for the logged-in punter (crm_token and the two eligibility flags). */
const rewardsLogin = () => api.POST('/rewards/login');

/** POST /rewards/logout: ends the rewards session. */
const rewardsLogout = (crmToken: string) => api.POST('/rewards/logout', crmHeaders(crmToken));

/** GET /rewards/get-bonuses: the punter's bonus bets and dividend boosts, as the rewards service sees them. */
const getRewardsBonuses = (crmToken: string) => api.GET('/rewards/get-bonuses', crmHeaders(crmToken));

const REWARDS_ROOT = ['benefits', 'rewards'];

/** The rewards service's bonuses (SPEC client state `rewards`), which CRM logout clears. */
export const rewardsBonusesQuery = (crmToken: string) =>
  queryOptions({ queryKey: [...REWARDS_ROOT, crmToken], queryFn: () => getRewardsBonuses(crmToken) });

export function useRewardsBonuses() {
  const crmToken = useSession((s) => s.userData.crm_token);
  return useQuery({ ...rewardsBonusesQuery(crmToken ?? ''), enabled: !!crmToken });
}

/** CRM login adds crm_token and the eligibility flags to the session (SPEC 4 Session). */
export const useRewardsLogin = () => useMutation({ mutationFn: rewardsLogin, onSuccess: crmLogin });

/** CRM logout removes crm_token and clears rewards, even when the rewards service had already ended the session. */
export function useRewardsLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (crmToken: string) =>
      rewardsLogout(crmToken).finally(() => {
        crmLogout();
        queryClient.removeQueries({ queryKey: REWARDS_ROOT });
      }),
  });
}
