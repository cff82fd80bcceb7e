import { describe, expectTypeOf, it } from 'vitest';
import type { Cents } from '../money';
import type { ApiBody, ApiPath, ApiResponse } from './schema-types';

describe('generated API types', () => {
  it('paths are spelled without the /v1 base', () => {
    expectTypeOf<'/health'>().toExtend<ApiPath>();
    expectTypeOf<'/v1/health'>().not.toExtend<ApiPath>();
  });
  it('a call reads its 200 body and its request body', () => {
    expectTypeOf<ApiResponse<'/health'>>().toEqualTypeOf<{ status: string; database: string }>();
    expectTypeOf<ApiBody<'/betting/verify-bet'>['legs'][number]['bet_type']>().toEqualTypeOf<string>();
  });
  it('money on the wire is Cents, in answers and in bodies (issue 38 item 2)', () => {
    expectTypeOf<ApiResponse<'/clients/state'>['cash_cents']>().toEqualTypeOf<Cents>();
    expectTypeOf<ApiBody<'/betting/bets/{ticket_number}/cash-out'>['offer_cents']>().toEqualTypeOf<Cents>();
  });
});
