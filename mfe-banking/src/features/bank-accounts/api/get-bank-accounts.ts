import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, punterId } from '@wagering/shared/api';

/** GET /banking/bank-accounts: the punter's registered bank accounts. */
const getBankAccounts = async () => (await api.GET('/banking/bank-accounts')).data;

export const bankAccountsQueryKey = ['banking', 'bank-accounts'] as const;
const bankAccountsQuery = () =>
  queryOptions({ queryKey: [...bankAccountsQueryKey, punterId()], queryFn: getBankAccounts });

export const useBankAccounts = () => useQuery(bankAccountsQuery());
