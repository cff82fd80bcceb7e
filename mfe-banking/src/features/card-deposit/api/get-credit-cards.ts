import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, punterId } from '@wagering/shared/api';
import type { CardOption, DataEnvelope } from '../../../types';

/** GET /banking/credit-cards: the punter's saved debit cards. */
export const getCreditCards = async () => (await api.get<DataEnvelope<CardOption[]>>('/banking/credit-cards')).data;

export const creditCardsQueryKey = ['banking', 'credit-cards'] as const;
export const creditCardsQuery = () =>
  queryOptions({ queryKey: [...creditCardsQueryKey, punterId()], queryFn: getCreditCards });

export const useCreditCards = () => useQuery(creditCardsQuery());
