import { describe, expect, it } from 'vitest';
import { placesFor } from './pricing';

describe('racing pricing', () => {
  it('places paid by field size: three for 8 or more starters, two for 5 to 7, none under 5', () => {
    expect([placesFor(8), placesFor(12), placesFor(7), placesFor(5), placesFor(4)]).toEqual([3, 3, 2, 2, 0]);
  });
});
