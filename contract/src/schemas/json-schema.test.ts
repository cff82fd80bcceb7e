import { describe, expectTypeOf, it } from 'vitest';
import type { Cents } from '../money';
import { int, nullable, num, type Infer, type InferAnswer } from './json-schema';

// An object schema that does not say `additionalProperties`, with a `*_cents` field, a map, a nullable and a list.
interface Open {
  readonly type: 'object';
  readonly required: readonly ['stake_cents', 'odds'];
  readonly properties: {
    readonly stake_cents: typeof int;
    readonly odds: { readonly type: 'object'; readonly additionalProperties: typeof num };
    readonly place: ReturnType<typeof nullable<typeof int>>;
    readonly legs: {
      readonly type: 'array';
      readonly items: { readonly type: 'object'; readonly properties: { readonly event_id: typeof int } };
    };
  };
}
// One that says any other property passes (an echo).
type Echo = Open & { readonly additionalProperties: true };

describe('Infer and InferAnswer', () => {
  it('Infer reads an object schema as Ajv validates it: unnamed properties pass, as unknown', () => {
    expectTypeOf<Infer<Open>>().toHaveProperty('anything').toEqualTypeOf<unknown>();
  });
  it('InferAnswer reads it as the serialiser sends it: the named properties only, money Cents, maps kept', () => {
    expectTypeOf<InferAnswer<Open>>().toEqualTypeOf<{
      stake_cents: Cents;
      odds: Record<string, number>;
      place?: number | null;
      legs?: { event_id?: number }[];
    }>();
  });
  it('InferAnswer keeps the unnamed properties of a schema that lets them through', () => {
    expectTypeOf<InferAnswer<Echo>>().toHaveProperty('anything').toEqualTypeOf<unknown>();
  });
});
