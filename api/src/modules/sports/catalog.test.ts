import { describe, expect, it } from 'vitest';
import { SPORTS } from '@wagering/contract/constants';
import { sports } from './catalog';

describe('the sports catalogue', () => {
  it("holds each of SPEC section 1's sports once, in its order, and nothing else", () => {
    expect(sports.map((s) => s.name)).toEqual([...SPORTS]);
  });
});
