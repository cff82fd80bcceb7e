import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, punterId } from '@wagering/shared/api';

/** GET /banking/credit-cards: the punter's saved debit cards. */
const getCreditCards = async () => (await api.GET('/banking/credit-cards')).data;

export const creditCardsQueryKey = ['banking', 'credit-cards'] as const;
const creditCardsQuery = () =>
  queryOptions({ queryKey: [...creditCardsQueryKey, punterId()], queryFn: getCreditCards });

export const useCreditCards = () => useQuery(creditCardsQuery());
