import type { ApiRoutes } from '../../lib/type-provider';
import { DEFAULT_REGISTRATION_COMPANY, DEPOSIT_LIMIT_PERIODS_DAYS } from '@wagering/contract/constants';
import { arrayOf, int, obj, str } from '../../lib/schemas';

const option = obj({ key: str, value: str });
const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];
const PERIOD_NAMES: Record<number, string> = { 1: 'Daily', 7: 'Weekly', 14: 'Fortnightly', 30: 'Monthly' };

/** What the registration form needs from the server: the choices it validates against. */
export const registrationRoutes: ApiRoutes = async (app) => {
  app.get(
    '/user-registration/user-params',
    {
      schema: {
        tags: ['auth'],
        summary: 'Registration choices: genders, states and deposit limit periods (days)',
        response: {
          200: obj({
            genders: arrayOf(option),
            states: arrayOf(option),
            limit_periods: arrayOf(obj({ key: str, value: int })),
            default_company: int,
          }),
        },
      },
    },
    async () => ({
      genders: [
        { key: 'Mr', value: 'M' },
        { key: 'Mrs', value: 'F' },
      ],
      states: AUSTRALIAN_STATES.map((s) => ({ key: s, value: s })),
      limit_periods: DEPOSIT_LIMIT_PERIODS_DAYS.map((d) => ({ key: PERIOD_NAMES[d], value: d })),
      default_company: DEFAULT_REGISTRATION_COMPANY,
    }),
  );
};
