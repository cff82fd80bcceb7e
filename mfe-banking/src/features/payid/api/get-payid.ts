import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, punterId } from '@wagering/shared/api';

/** GET /banking/payid: the punter's own PayID to pay deposits to (made on first request). */
const getPayId = () => api.GET('/banking/payid');

const payIdQuery = () => queryOptions({ queryKey: ['banking', 'payid', punterId()], queryFn: getPayId });

export const usePayId = () => useQuery(payIdQuery());
