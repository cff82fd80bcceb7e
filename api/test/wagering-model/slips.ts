// fast-check generators of bet slips over a market: honest, repeated, correlated, mixed, boundary and hostile, and
// hostile in shape (issue 33): ids repeated in part or whole, one id as number and text, empty and very long ids,
// combinations naming missing, repeated or reordered legs and every subset, one selection by several bet types, and
// every field the schema allows that the site never sends.
import fc from 'fast-check';
import type { ModelMarket, WireLeg, WireSlip } from './model';
import { shapeAttacks, withShapeAttacks, type GeneratedSlip } from './shape-attacks';

const EXOTIC_TYPES = [
  'Quinella',
  'BoxQuinella',
  'Exacta',
  'BoxExacta',
  'Trifecta',
  'BoxTrifecta',
  'FirstFour',
  'BoxFirstFour',
];
const POSITIONS: Record<string, number> = { Quinella: 2, Exacta: 2, Trifecta: 3, FirstFour: 4 };
const SRM_CODES = ['FWIN', 'PTOP2', 'PTOP3', 'PTOP4'];

const honestStake = fc.integer({ min: 50, max: 5_000 }).map((c) => c / 100);
/** Stakes in dollars: ordinary ones, and the boundaries and hostile values around the rules. */
const hostileStake = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.constantFrom(0.49, 0.5, 0.01, 0.001, 1.005, 100_000, 100_000.01, 250_000, -1) },
);
const stakeFor = (honest: boolean) => (honest ? honestStake : fc.oneof(honestStake, hostileStake));

/** What the punter says the price was: the price now, a bit more, a bit less, or nothing. */
const requestedArb = (price: number, honest: boolean) =>
  honest
    ? fc.constant(price)
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant(price) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(Number((price + 0.5).toFixed(2)), Number((price - 0.1).toFixed(2)), 0),
        },
      );

const pick = <T>(list: T[]) => fc.constantFrom(...list);

function legArb(market: ModelMarket, honest: boolean): fc.Arbitrary<WireLeg> {
  const stakeArb = stakeFor(honest);
  const races = [...market.races.values()];
  const matches = [...market.matches.values()];
  const saddlesOf = (eventId: number) => market.races.get(eventId)!.runners.map((r) => r.saddle);
  // Mostly runners of the race, now and then a saddle that is not there (hostile).
  const starters = (eventId: number) =>
    market.races
      .get(eventId)!
      .runners.filter((r) => !r.scratched)
      .map((r) => r.saddle);
  const saddleArb = (eventId: number) =>
    honest
      ? pick(starters(eventId))
      : fc.oneof({ weight: 9, arbitrary: pick(saddlesOf(eventId)) }, { weight: 1, arbitrary: fc.constant(42) });

  const fixed = pick(races).chain((race) =>
    fc
      .record({
        saddle: saddleArb(race.event_id),
        code: fc.constantFrom('FWIN', 'FWIN', 'FPLC', 'EachWay'),
        stake: stakeArb,
      })
      .chain(({ saddle, code, stake }) => {
        const odds = race.runners.find((r) => r.saddle === saddle)?.odds ?? {};
        return requestedArb(odds[code === 'FPLC' ? 'FPLC' : 'FWIN'] ?? 2, honest).map((requested): WireLeg => ({
          event_id: race.event_id,
          bet_type: code,
          selections: String(saddle),
          bet_amount: stake,
          total_amount: code === 'EachWay' ? stake * 2 : stake,
          requested_dividend: requested,
          event_type: 'R',
        }));
      }),
  );

  const exotic = fc
    .record({ race: pick(races), type: pick(EXOTIC_TYPES), total: stakeArb, flexi: fc.boolean() })
    .chain(({ race, type, total, flexi }) => {
      const positions = POSITIONS[type.replace('Box', '')];
      const boxed = type.startsWith('Box') || type === 'Quinella';
      const group = fc.uniqueArray(saddleArb(race.event_id), {
        minLength: honest && boxed ? positions : 1,
        maxLength: 5,
      });
      // Mostly well formed; sometimes a repeated runner or a position short (hostile).
      const selections = boxed
        ? honest
          ? group.map((g) => g.join(','))
          : fc.oneof(
              group.map((g) => g.join(',')),
              fc.constant('1,1,2'),
            )
        : fc
            .array(group, { minLength: honest ? positions : positions - 1, maxLength: positions })
            .map((gs) => gs.map((g) => g.join(',')).join('/'));
      return selections.map((sel): WireLeg => {
        const combos = countCombos(type, sel);
        return {
          event_id: race.event_id,
          bet_type: 'Exotic',
          special_type: type,
          selections: sel,
          total_amount: total,
          // Flexi: the unit is the total over the combinations; a wrong unit is hostile.
          bet_amount: (flexi || honest) && combos ? total / combos : total,
          requested_dividend: 0,
          event_type: 'R',
        };
      });
    });

  const quadrella = races.filter((r) => r.quadrella).length
    ? pick(races.filter((r) => r.quadrella)).chain((first) =>
        fc
          .record({
            groups: fc.tuple(
              ...first.quadrella!.map((id) => fc.uniqueArray(saddleArb(id), { minLength: 1, maxLength: 3 })),
            ),
            total: stakeArb,
            onLeg: honest ? fc.constant(0) : fc.constantFrom(0, 0, 0, 1),
          })
          .map(({ groups, total, onLeg }): WireLeg => {
            const combos = groups.reduce((a, g) => a * g.length, 1);
            return {
              event_id: first.quadrella![onLeg],
              bet_type: 'Exotic',
              special_type: 'Quadrella',
              selections: groups.map((g) => g.join(',')).join('/'),
              total_amount: total,
              bet_amount: total / combos,
              requested_dividend: 0,
              event_type: 'R',
            };
          }),
      )
    : fc.constant(null);

  const srm = pick(races).chain((race) =>
    fc
      .record({
        picks: honest
          ? fc
              .uniqueArray(saddleArb(race.event_id), { minLength: 2, maxLength: 4 })
              .chain((saddles) =>
                fc.tuple(
                  ...saddles.map((saddle, i) =>
                    fc.record({ saddle: fc.constant(saddle), code: pick(SRM_CODES.slice(i)) }),
                  ),
                ),
              )
          : fc.array(fc.record({ saddle: saddleArb(race.event_id), code: pick(SRM_CODES) }), {
              minLength: 1,
              maxLength: 4,
            }),
        stake: stakeArb,
      })
      .map(({ picks, stake }): WireLeg => ({
        event_id: race.event_id,
        bet_type: 'Exotic',
        special_type: 'SameRaceMulti',
        selections: picks.map((p) => `${p.saddle}:${p.code}`).join(','),
        bet_amount: stake,
        total_amount: stake,
        // Filled in from the quote before the slip is sent (the price the punter was shown).
        requested_dividend: -1,
        event_type: 'R',
      })),
  );

  const sport = matches.length
    ? pick(matches).chain((match) =>
        fc.record({ betType: pick(Object.keys(match.prices)), stake: stakeArb }).chain(({ betType, stake }) =>
          requestedArb(match.prices[betType], honest).map((requested): WireLeg => ({
            event_id: match.event_id,
            bet_type: betType,
            selections: betType,
            bet_amount: stake,
            total_amount: stake,
            requested_dividend: requested,
            event_type: 'S',
            is_sport: true,
          })),
        ),
      )
    : fc.constant(null);

  // Same-game multis on matches with line and total markets: honest ones take one selection from each of 2 to 4
  // markets (which may still contradict: the model decides); hostile ones repeat a leg, name a market the match
  // lacks, or take too few or too many.
  const scored = matches.filter((m) => m.lines.total !== null);
  const SAME_GAME_MARKETS = [
    ['AWin', 'BWin', 'Draw'],
    ['ALine', 'BLine'],
    ['AMgn1', 'AMgn2', 'BMgn1', 'BMgn2'],
    ['TotalOver', 'TotalUnder'],
  ];
  const honestPicks = (prices: Record<string, number>) =>
    fc
      .shuffledSubarray(SAME_GAME_MARKETS, { minLength: 2, maxLength: 4 })
      .chain((markets) => fc.tuple(...markets.map((m) => pick(m.filter((b) => b in prices)))));
  const sgm = scored.length
    ? pick(scored).chain((match) =>
        fc
          .record({
            picks: honest
              ? honestPicks(match.prices)
              : fc.array(pick([...Object.keys(match.prices), 'Draw', 'Corners']), { minLength: 1, maxLength: 7 }),
            stake: stakeArb,
          })
          .map(({ picks, stake }): WireLeg => ({
            event_id: match.event_id,
            bet_type: 'SameGameMulti',
            special_type: 'SameGameMulti',
            selections: picks.join(','),
            bet_amount: stake,
            total_amount: stake,
            // Filled in from the quote before the slip is sent (the price the punter was shown).
            requested_dividend: -1,
            event_type: 'S',
            is_sport: true,
          })),
      )
    : fc.constant(null);

  const unknownEvent = fc.constant<WireLeg>({
    event_id: 999_999_999,
    bet_type: 'FWIN',
    selections: '1',
    bet_amount: 5,
    requested_dividend: 2,
    event_type: 'R',
  });

  return fc
    .oneof(
      { weight: 8, arbitrary: fixed },
      { weight: 3, arbitrary: exotic },
      { weight: 1, arbitrary: quadrella },
      { weight: 2, arbitrary: srm },
      { weight: 4, arbitrary: sport },
      { weight: 2, arbitrary: sgm },
      { weight: honest ? 0 : 1, arbitrary: unknownEvent },
    )
    .filter((l): l is WireLeg => l !== null);
}

function countCombos(type: string, selections: string): number {
  const groups = selections.split('/').map((g) => g.split(',').filter(Boolean));
  if (type.startsWith('Box') || type === 'Quinella') {
    const n = new Set(groups[0]).size;
    const k = POSITIONS[type.replace('Box', '')];
    let perms = 1;
    for (let i = 0; i < k; i++) perms *= n - i;
    return type.endsWith('Quinella') ? perms / 2 : Math.max(0, perms);
  }
  return groups.reduce((a, g) => a * g.length, 1);
}

/**
 * A whole slip. Honest slips (most) are what a punter's slip sends; hostile ones repeat a selection, reuse leg ids,
 * stake at and past the bounds, mix bonus bets and boosts, name legs a combination cannot have, and quote stale prices;
 * a share carries one or two attacks on its shape (shape-attacks.ts).
 */
export function slipArb(market: ModelMarket): fc.Arbitrary<GeneratedSlip> {
  const plain = fc.oneof(
    { weight: 4, arbitrary: anySlip(market, true) },
    { weight: 3, arbitrary: comboSlip(market) },
    { weight: 3, arbitrary: anySlip(market, false) },
  );
  return fc.oneof(
    { weight: 12, arbitrary: plain.map((slip) => ({ slip, attacks: [] })) },
    { weight: 6, arbitrary: withShapeAttacks(plain) },
    { weight: 2, arbitrary: shapeAttacks.sameSelection(market) },
    { weight: 1, arbitrary: shapeAttacks.issue33(market) },
  );
}

function anySlip(market: ModelMarket, honest: boolean): fc.Arbitrary<WireSlip> {
  const legs = honest
    ? fc.array(legArb(market, true), { minLength: 1, maxLength: 4 })
    : fc.oneof(
        { weight: 3, arbitrary: fc.array(legArb(market, false), { minLength: 1, maxLength: 5 }) },
        // Repeated: one selection several times (the parlay exploit's shape).
        {
          weight: 2,
          arbitrary: fc
            .tuple(legArb(market, true), fc.integer({ min: 2, max: 3 }))
            .map(([l, n]) => Array.from({ length: n }, () => l)),
        },
      );
  const promos = honest
    ? ['none', 'none', 'none', 'none', 'none', 'bonus', 'boost']
    : ['none', 'bonus', 'boost', 'both'];
  return fc
    .record({
      legs,
      promo: fc.array(fc.constantFrom(...promos), { minLength: 5, maxLength: 5 }),
      sameIds: honest ? fc.constant(false) : fc.boolean(),
      multi: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: stakeFor(honest) }),
      parlay: fc.oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        {
          weight: 1,
          arbitrary: fc.record({
            size: fc.integer({ min: honest ? 2 : 1, max: 3 }),
            amount: stakeFor(honest),
            every: fc.boolean(),
            extra: honest ? fc.constant('') : fc.constantFrom('', 'ghost', 'dup'),
          }),
        },
      ),
      price_changes: fc.constantFrom(undefined, 'ask', 'accept_better', 'accept_any'),
    })
    .map(({ legs, promo, sameIds, multi, parlay, price_changes }): WireSlip => {
      const withIds = legs.map((l, i) => ({
        ...l,
        leg_id: sameIds ? 'x' : `l${i}`,
        ...(promo[i] === 'bonus' || promo[i] === 'both' ? { is_free_bet: true } : {}),
        ...(promo[i] === 'boost' || promo[i] === 'both' ? { boost_mode: true } : {}),
      }));
      const slip: WireSlip = { legs: withIds, multi_bet_amount: multi, price_changes };
      if (parlay && (parlay.extra || parlay.size <= withIds.length))
        slip.parlay_options = [
          {
            combinations: parlayCombinations(
              withIds.map((l) => l.leg_id),
              parlay,
            ),
            amount: parlay.amount,
          },
        ];
      return slip;
    });
}

/** A multi and parlays over fixed wins and sports selections, sometimes with two legs of one event. */
function comboSlip(market: ModelMarket): fc.Arbitrary<WireSlip> {
  const legs = fc
    .array(legArb(market, true), { minLength: 2, maxLength: 5 })
    .map((ls) =>
      ls
        .filter((l) => l.bet_type !== 'Exotic')
        .map((l) =>
          l.bet_type === 'EachWay' || l.bet_type === 'FPLC'
            ? { ...l, bet_type: 'FWIN', total_amount: l.bet_amount }
            : l,
        ),
    );
  return fc
    .record({
      legs,
      singles: fc.boolean(),
      multi: fc.oneof(fc.constant(0), honestStake),
      size: fc.integer({ min: 2, max: 4 }),
      amount: fc.oneof(fc.constant(0), honestStake),
    })
    .filter(({ legs }) => legs.length >= 2)
    .map(({ legs, singles, multi, size, amount }): WireSlip => {
      const withIds = legs.map((l, i) => {
        const odds = market.races.get(l.event_id)?.runners.find((r) => r.saddle === Number(l.selections))?.odds;
        const requested = l.is_sport ? l.requested_dividend : odds?.FWIN;
        return {
          ...l,
          leg_id: `c${i}`,
          requested_dividend: requested,
          bet_amount: singles ? l.bet_amount : 0,
          total_amount: singles ? l.bet_amount : 0,
        };
      });
      const ids = withIds.map((l) => l.leg_id);
      return {
        legs: withIds,
        multi_bet_amount: multi,
        parlay_options: [
          {
            combinations: parlayCombinations(ids, { size: Math.min(size, ids.length), every: true, extra: '' }),
            amount,
          },
        ],
      };
    });
}

/** Every combination of `size` legs (or the first), plus a hostile extra: a leg not in the slip, or one twice. */
function parlayCombinations(ids: string[], o: { size: number; every: boolean; extra: string }): string[][] {
  const combos: string[][] = [];
  const walk = (start: number, acc: string[]) => {
    if (acc.length === o.size) return void combos.push(acc);
    for (let i = start; i < ids.length; i++) walk(i + 1, [...acc, ids[i]]);
  };
  walk(0, []);
  const chosen = o.every ? combos : combos.slice(0, 1);
  if (o.extra === 'ghost') chosen.push([ids[0], 'ghost']);
  if (o.extra === 'dup' && chosen.length) chosen.push([...chosen[0]].reverse());
  return chosen.length ? chosen : [[ids[0], ids[0]]];
}
