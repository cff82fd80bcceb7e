// Attacks on a slip's shape (issue 33 item 2): each turns a generated slip into one an attacker would send. The model
// decides every one as it decides any slip; the property test counts how many of each were tried and refused.
import fc from 'fast-check';
import type { ModelMarket, WireLeg, WireSlip } from './model';

/** A generated slip and the attacks on its shape it carries (counted per attack). */
export interface GeneratedSlip {
  slip: WireSlip;
  attacks: string[];
}

/** Replaced by the property test with a bonus bet of another punter (the slip's punter cannot use it). */
export const OTHER_PUNTERS_BONUS = -1;

type Attack = (slip: WireSlip, n: number) => WireSlip;

const idOf = (leg: WireLeg, i: number) => String(leg.leg_id ?? i);

/** New ids for the legs, the combinations following each leg by position (an id two legs share names the first). */
function renameIds(slip: WireSlip, rename: (i: number) => string | number | undefined): WireSlip {
  const old = slip.legs.map(idOf);
  const legs = slip.legs.map((leg, i): WireLeg => {
    const { leg_id: _old, ...rest } = leg;
    const id = rename(i);
    return id === undefined ? rest : { ...rest, leg_id: id };
  });
  const newId = (id: string | number) => {
    const i = old.indexOf(String(id));
    return i < 0 ? id : (legs[i].leg_id ?? i);
  };
  return {
    ...slip,
    legs,
    parlay_options: slip.parlay_options?.map((o) => ({ ...o, combinations: o.combinations.map((c) => c.map(newId)) })),
  };
}

/** The slip's parlay option, made with $1 and the first combination of two legs when it has none. */
function withCombinations(
  slip: WireSlip,
  change: (combos: (string | number)[][], ids: string[]) => (string | number)[][],
) {
  const ids = slip.legs.map(idOf);
  const [option] = slip.parlay_options ?? [{ combinations: [ids.slice(0, 2)], amount: 1 }];
  return { ...slip, parlay_options: [{ ...option, combinations: change(option.combinations, ids) }] };
}

const everySubset = (ids: string[]) =>
  Array.from({ length: 2 ** ids.length }, (_, mask) => ids.filter((_, i) => mask & (1 << i))).filter(
    (s) => s.length >= 2,
  );

const legAt = (slip: WireSlip, n: number, change: (leg: WireLeg) => WireLeg): WireSlip => {
  const k = n % slip.legs.length;
  return { ...slip, legs: slip.legs.map((l, i) => (i === k ? change(l) : l)) };
};

const ATTACKS: Record<string, Attack> = {
  'ids repeated in part': (slip, n) => {
    if (slip.legs.length < 2) return renameIds(slip, () => 'only');
    const j = 1 + (n % (slip.legs.length - 1));
    return renameIds(slip, (i) => (i === j ? idOf(slip.legs[0], 0) : idOf(slip.legs[i], i)));
  },
  'ids repeated in whole': (slip) => renameIds(slip, () => 'same'),
  'one id as number and text': (slip) => renameIds(slip, (i) => (i === 0 ? 7 : i === 1 ? '7' : `t${i}`)),
  'an empty id': (slip, n) => renameIds(slip, (i) => (i === n % slip.legs.length ? '' : idOf(slip.legs[i], i))),
  'a very long id': (slip, n) =>
    renameIds(slip, (i) => (i === n % slip.legs.length ? 'L'.repeat(200 + (n % 2)) : idOf(slip.legs[i], i))),
  'no ids (positions)': (slip) => renameIds(slip, () => undefined),
  'a combination naming a missing leg': (slip) => withCombinations(slip, (c, ids) => [...c, [ids[0], 'ghost']]),
  'a combination naming a leg twice': (slip) =>
    withCombinations(slip, (c, ids) => [...c, [ids[0], ids[0], ...ids.slice(1, 2)]]),
  'a combination listed twice, reordered': (slip) => withCombinations(slip, (c) => [...c, [...(c[0] ?? [])].reverse()]),
  'combinations reordered': (slip) => withCombinations(slip, (c) => c.map((x) => [...x].reverse()).reverse()),
  'every subset as a combination': (slip) => withCombinations(slip, (_c, ids) => everySubset(ids)),
  'event type the other way': (slip, n) =>
    legAt(slip, n, (l) =>
      l.is_sport || l.event_type === 'S' ? { ...l, is_sport: false, event_type: 'R' } : { ...l, event_type: 'S' },
    ),
  'a special type on a leg that has none': (slip, n) =>
    legAt(slip, n, (l) =>
      l.special_type ? l : { ...l, special_type: ['SameRaceMulti', 'Quinella', 'SameGameMulti'][n % 3] },
    ),
  "another punter's bonus bet": (slip, n) =>
    legAt(slip, n, (l) => ({ ...l, is_free_bet: true, free_bet_id: OTHER_PUNTERS_BONUS })),
  'fields the site never sends': (slip) => ({
    ...slip,
    legs: slip.legs.map((l, i) => ({ ...l, modifier_1: { odds: 1000 }, modifier_2: i % 2 ? 'x' : 99 })),
  }),
};
const SHAPE_ATTACKS = Object.keys(ATTACKS);

/** A generated slip with one or two attacks on its shape. */
export const withShapeAttacks = (plain: fc.Arbitrary<WireSlip>): fc.Arbitrary<GeneratedSlip> =>
  fc
    .tuple(plain, fc.shuffledSubarray(SHAPE_ATTACKS, { minLength: 1, maxLength: 2 }), fc.nat())
    .map(([slip, attacks, n]) => ({ slip: attacks.reduce((s, a) => ATTACKS[a](s, n), slip), attacks }));

const starters = (market: ModelMarket, eventId: number) =>
  market.races.get(eventId)!.runners.filter((r) => !r.scratched);
const fixedWin = (market: ModelMarket, eventId: number, saddle: number, id: string, stake: number): WireLeg => ({
  leg_id: id,
  event_id: eventId,
  bet_type: 'FWIN',
  selections: String(saddle),
  bet_amount: stake,
  total_amount: stake,
  requested_dividend: starters(market, eventId).find((r) => r.saddle === saddle)!.odds.FWIN,
  event_type: 'R',
});

export const shapeAttacks = {
  /** One runner reached as a fixed win, an each way, a same race multi's pick and a parlay leg, on one slip. */
  sameSelection: (market: ModelMarket): fc.Arbitrary<GeneratedSlip> => {
    const races = [...market.races.keys()];
    return fc
      .record({
        race: fc.constantFrom(...races),
        others: fc.shuffledSubarray(races, { minLength: 2, maxLength: 2 }),
        stake: fc.integer({ min: 1, max: 20 }),
        multi: fc.constantFrom(false, false, true),
        // The runner as a parlay leg beside other races (accepted), or by a kind that joins none, or twice.
        combinations: fc.constantFrom<string[][]>(
          [['win', 'o0', 'o1']],
          [
            ['win', 'o0'],
            ['win', 'o1'],
            ['o0', 'o1'],
          ],
          [['ew', 'o0', 'o1']],
          [['srm', 'o0']],
          [
            ['win', 'o0'],
            ['o0', 'win'],
          ],
        ),
      })
      .filter(({ race, others }) => !others.includes(race))
      .map(({ race, others, stake, multi, combinations }) => {
        const [first, second] = starters(market, race);
        const runner = first.saddle;
        const legs: WireLeg[] = [
          fixedWin(market, race, runner, 'win', stake),
          { ...fixedWin(market, race, runner, 'ew', stake), bet_type: 'EachWay', total_amount: stake * 2 },
          {
            leg_id: 'srm',
            event_id: race,
            bet_type: 'Exotic',
            special_type: 'SameRaceMulti',
            selections: `${runner}:FWIN,${second.saddle}:PTOP2`,
            bet_amount: stake,
            total_amount: stake,
            requested_dividend: -1,
            event_type: 'R',
          },
          ...others.map((r, i) => fixedWin(market, r, starters(market, r)[0].saddle, `o${i}`, 0)),
        ];
        const slip: WireSlip = {
          legs,
          multi_bet_amount: multi ? 1 : 0,
          parlay_options: [{ combinations, amount: 1 }],
        };
        return { slip, attacks: ['one selection by several bet types'] };
      });
  },
  /** The slip of issue 33: legs a (race A, runner 1), a (race B), b (race A, runner 1 again), c (race C); [a, b, c]. */
  issue33: (market: ModelMarket): fc.Arbitrary<GeneratedSlip> => {
    const [a, b, c] = [...market.races.keys()];
    return fc.constant({
      slip: {
        legs: [
          fixedWin(market, a, starters(market, a)[0].saddle, 'a', 0),
          fixedWin(market, b, starters(market, b)[0].saddle, 'a', 0),
          fixedWin(market, a, starters(market, a)[0].saddle, 'b', 0),
          fixedWin(market, c, starters(market, c)[0].saddle, 'c', 0),
        ],
        parlay_options: [{ combinations: [['a', 'b', 'c']], amount: 10 }],
      },
      attacks: ['the slip of issue 33'],
    });
  },
};
