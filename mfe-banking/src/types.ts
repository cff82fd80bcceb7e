import type { ApiResponse } from '@wagering/shared/api';

/** The banking calls' response shapes, read from the API's OpenAPI contract. */

/** SPEC 3 "Bank account option". */
export type BankAccountOption = ApiResponse<'/banking/bank-accounts'>['data'][number];

export type Withdrawal = ApiResponse<'/banking/withdrawals'>['data'][number];
