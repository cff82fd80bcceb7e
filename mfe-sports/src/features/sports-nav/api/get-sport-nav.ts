import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';

/** GET /sports/get-sport-nav: every sport with its competitions. */
const getSportNav = async () => (await api.GET('/sports/get-sport-nav')).data;

export const sportNavQuery = () => queryOptions({ queryKey: ['sports', 'get-sport-nav'], queryFn: getSportNav });

export const useSportNav = () => useQuery(sportNavQuery());
