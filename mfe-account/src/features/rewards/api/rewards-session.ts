import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { crmLogin, crmLogout, setRewards, useSession } from '@wagering/shared/session';

const crmHeaders = (crmToken: string) => ({ headers: { 'X-CRM-Token': crmToken } });

/** POST /rewards/login: a rewards session for the logged-in punter (crm_token and the two eligibility flags). */
export const rewardsLogin = () => api.POST('/rewards/login');

/** POST /rewards/logout: ends the rewards session. */
export const rewardsLogout = (crmToken: string) => api.POST('/rewards/logout', crmHeaders(crmToken));

/** GET /rewards/get-bonuses: the punter's bonus bets and dividend boosts, as the rewards service sees them. */
export const getRewardsBonuses = (crmToken: string) => api.GET('/rewards/get-bonuses', crmHeaders(crmToken));

/** The rewards service's bonuses; they are also the session's `rewards` (SPEC client state), which CRM logout clears. */
export const rewardsBonusesQuery = (crmToken: string) =>
  queryOptions({
    queryKey: ['benefits', 'rewards', crmToken],
    queryFn: async () => {
      const bonuses = await getRewardsBonuses(crmToken);
      setRewards([...bonuses.bonus_bets, ...bonuses.dividend_boosts]);
      return bonuses;
    },
  });

export function useRewardsBonuses() {
  const crmToken = useSession((s) => s.userData.crm_token);
  return useQuery({ ...rewardsBonusesQuery(crmToken ?? ''), enabled: !!crmToken });
}

/** CRM login adds crm_token and the eligibility flags to the session (SPEC 4 Session). */
export const useRewardsLogin = () => useMutation({ mutationFn: rewardsLogin, onSuccess: crmLogin });

/** CRM logout removes crm_token and clears rewards, even when the rewards service had already ended the session. */
export const useRewardsLogout = () =>
  useMutation({ mutationFn: (crmToken: string) => rewardsLogout(crmToken).finally(crmLogout) });
