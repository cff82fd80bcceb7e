import {
  bool,
  dateTime,
  errorResponses,
  int,
  nullable,
  obj,
  oneOfStrings,
  str,
  arrayOf,
  type Infer,
} from '../../lib/schemas';
import { ACTIVITY_REMINDER_MINUTES, BREAK_PERIOD_KEYS } from '@wagering/contract/wagering';
import { ENTRY_KINDS } from '../ledger/service';

const limit = obj({ amount_cents: int, period_days: int, effective_from: dateTime });
export type DepositLimit = Infer<typeof limit>;
const depositLimits = {
  current: nullable(limit),
  pending: nullable(
    obj({
      amount_cents: { ...nullable(int), description: 'null when the change removes the limit' },
      period_days: nullable(int),
      effective_from: dateTime,
      removes_limit: bool,
    }),
  ),
  used_cents: int,
  remaining_cents: nullable(int),
};
export const depositLimitsResponse = obj(depositLimits);
export const setDepositLimitResponse = obj({ ...depositLimits, message: str });

export const selfExclusionResponse = obj({ self_excluded: bool, self_excluded_until: nullable(dateTime) }, []);
export const selfExclusionSetResponse = obj({ self_excluded_until: dateTime, message: str });

export const statementQuery = obj({
  month: { type: 'integer', minimum: 1, maximum: 12 },
  year: { type: 'integer', minimum: 2000, maximum: 2100 },
});
export const statementResponse = obj({
  year: int,
  month: int,
  opening_cash_cents: int,
  closing_cash_cents: int,
  net_cash_cents: int,
  totals: arrayOf(
    obj({
      kind: oneOfStrings(ENTRY_KINDS),
      cash_cents: int,
      bonus_cents: int,
      entries: int,
    }),
  ),
});

const SPENDING_MONTHS = [6, 12] as const;
export const spendingQuery = obj(
  {
    months: {
      type: 'integer',
      enum: [...SPENDING_MONTHS],
      default: 6,
      description: 'How many calendar months (UTC), this one included: 6 or 12',
    },
  },
  ['months'],
);
export const spendingResponse = obj({
  months: arrayOf(
    obj({
      year: int,
      month: int,
      deposits_cents: { ...int, description: 'Cash deposited' },
      stakes_cents: { ...int, description: 'Cash staked (a positive amount)' },
      returns_cents: { ...int, description: 'Cash paid back from bets: winnings, cash outs and refunds' },
      net_cents: { ...int, description: 'Returns less stakes: the betting result, negative when behind' },
    }),
  ),
  deposit_limit: nullable(obj({ amount_cents: int, period_days: int, used_cents: int, remaining_cents: int })),
});

export const rgErrors = errorResponses(400, 401, 404);

export const takeBreakBody = obj({
  period: { ...oneOfStrings(BREAK_PERIOD_KEYS), description: '24h, 7d or 30d, starting now' },
});
export const breakStatusResponse = obj({
  on_break: bool,
  break_until: nullable(dateTime),
  message: { ...nullable(str), description: 'When the break ends, in words and in the punter’s zone' },
});
export const breakTakenResponse = obj({ break_until: dateTime, message: str });

const everyMinutes = {
  type: 'integer',
  enum: [0, ...ACTIVITY_REMINDER_MINUTES],
  description: 'Remind the punter every so many minutes of a session; 0 turns the reminder off',
} as const;
export const activityReminderBody = obj({ every_minutes: everyMinutes });
export const activityReminderResponse = obj({ every_minutes: everyMinutes });
export const activityReminderSetResponse = obj({ every_minutes: everyMinutes, message: str });
export const sessionActivityResponse = obj({
  logged_in_at: dateTime,
  every_minutes: everyMinutes,
  stakes_cents: { ...int, description: 'Cash staked since login (a positive amount)' },
  returns_cents: { ...int, description: 'Cash paid back from bets since login' },
  net_cents: { ...int, description: 'Returns less stakes since login: negative when behind' },
});
