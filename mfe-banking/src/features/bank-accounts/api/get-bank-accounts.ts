import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, punterId } from '@wagering/shared/api';
import type { BankAccountOption, DataEnvelope } from '../../../types';

/** GET /banking/bank-accounts: the punter's registered bank accounts. */
export const getBankAccounts = async () =>
  (await api.get<DataEnvelope<BankAccountOption[]>>('/banking/bank-accounts')).data;

export const bankAccountsQueryKey = ['banking', 'bank-accounts'] as const;
export const bankAccountsQuery = () =>
  queryOptions({ queryKey: [...bankAccountsQueryKey, punterId()], queryFn: getBankAccounts });

export const useBankAccounts = () => useQuery(bankAccountsQuery());
