import { describe, expect, it } from 'vitest';
import { legIdFor } from './leg-id';

/** A sport pick: an AFL head-to-head on the Swans. */
const swans = {
  is_sport: true,
  sport_code: 'AFL',
  event_id: 9,
  selection_name: 'Swans',
  bet_type: 'H2H',
  selections: [],
};

describe('leg_id is derived from a hash', () => {
  it("is a stable 8-hex-digit FNV-1a hash of the pick's parts", () => {
    // FNV-1a (32 bits) of "racing|T|1|[3]|" and "sport|AFL|9|Swans|H2H": the same ids in every browser and release.
    expect(legIdFor({ event_id: 1, race_type: 'T', bet_type: 'Win', selections: [3], special_type: null })).toBe(
      'b9aff3c7',
    );
    expect(legIdFor(swans)).toBe('7a28f45b');
  });

  it('For racing it hashes race type, event, selections and special type', () => {
    const base = { event_id: 1, race_type: 'T', bet_type: 'Win', selections: [3], special_type: null };
    expect(legIdFor(base)).toBe(legIdFor({ ...base }));
    expect(legIdFor(base)).toBe(legIdFor({ ...base, bet_type: 'EachWay' }));
    expect(legIdFor(base)).not.toBe(legIdFor({ ...base, race_type: 'G' }));
    expect(legIdFor(base)).not.toBe(legIdFor({ ...base, event_id: 2 }));
    expect(legIdFor(base)).not.toBe(legIdFor({ ...base, selections: [4] }));
    expect(legIdFor(base)).not.toBe(legIdFor({ ...base, special_type: 'Quinella' }));
  });

  it('For sport it hashes sport code, event, selection name and bet type', () => {
    const base = swans;
    expect(legIdFor(base)).toBe(legIdFor({ ...base, selections: [1] }));
    expect(legIdFor(base)).not.toBe(legIdFor({ ...base, sport_code: 'NRL' }));
    expect(legIdFor(base)).not.toBe(legIdFor({ ...base, selection_name: 'Cats' }));
    expect(legIdFor(base)).not.toBe(legIdFor({ ...base, bet_type: 'ALine' }));
  });
});
