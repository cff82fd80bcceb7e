import { data } from '../../racing/schemas';
import { sportNavSchema } from '../schemas';

export const getSportNavSchema = {
  tags: ['sports'],
  summary: 'Every sport with its competitions',
  response: data(sportNavSchema),
} as const;
