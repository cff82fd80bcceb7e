import { bool, dateTime, errorResponses, int, nullable, obj, oneOfStrings, str, arrayOf } from '../../lib/schemas';

const limit = obj({ amount_cents: int, period_days: int, effective_from: dateTime });
export const depositLimitsResponse = obj({
  current: nullable(limit),
  pending: nullable(obj({ amount_cents: int, period_days: int, effective_from: dateTime, removes_limit: bool })),
  used_cents: int,
  remaining_cents: nullable(int),
});
export const setDepositLimitBody = obj({
  deposit_limit: { type: 'number', description: 'Dollars per period' },
  deposit_period: { type: 'integer', enum: [1, 7, 14, 30], description: 'Days' },
});
export const setDepositLimitResponse = {
  ...depositLimitsResponse,
  properties: { ...(depositLimitsResponse.properties as object), message: str },
  required: [...(depositLimitsResponse.required as string[]), 'message'],
};

export const selfExclusionBody = obj({
  self_exclusion_date: { type: 'string', description: 'YYYY-MM-DD, last day excluded' },
  current_password: str,
});
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
      kind: oneOfStrings([
        'deposit',
        'withdrawal',
        'stake',
        'bonus_stake',
        'return',
        'bonus_credit',
        'refund',
        'reversal',
      ]),
      cash_cents: int,
      bonus_cents: int,
      entries: int,
    }),
  ),
});

export const rgErrors = errorResponses(400, 401, 404);
