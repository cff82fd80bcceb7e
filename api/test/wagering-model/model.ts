/**
 * The reference model of wagering (issue 22): which slips a bookmaker accepts, what each accepted bet is, and what
 * it returns for any result. Written from SPEC sections 4, 5 and 9, the rules of wagering
 * (docs/SPEC-CHOICES.md "Rules of combination" and "Settlement") and the product's recorded choices, NOT by calling
 * the service or its rules: the property tests put the two side by side. Plain numbers, integer cents, no I/O.
 */

// ---------------------------------------------------------------- the market the punter bets into

interface ModelRunner {
  saddle: number;
  scratched: boolean;
  /** Fixed prices by dividend code (FWIN, FPLC). */
  odds: Record<string, number>;
}
export interface ModelRace {
  event_id: number;
  open: boolean;
  /** Dividend codes and exotic special types the race offers. */
  products: string[];
  runners: ModelRunner[];
  /** The race's quadrella legs (event ids, in order) when it is the quadrella's first leg. */
  quadrella?: number[];
}
export interface ModelMatch {
  event_id: number;
  open: boolean;
  /** Prices by bet type (AWin, BWin, Draw, ALine, …). */
  prices: Record<string, number>;
  /** Team A's handicap, the first margin band's top and the total line; null where the sport has none. */
  lines: { line: number | null; marginHigh: number | null; total: number | null };
}
export interface ModelMarket {
  races: Map<number, ModelRace>;
  matches: Map<number, ModelMatch>;
  /** Quoted same-race-multi prices by `${event_id}|${selections}`. */
  srmQuotes: Map<string, number>;
  /** Quoted same-game-multi prices by `${event_id}|${selections}` (the match model's price is market data here). */
  sgmQuotes: Map<string, number>;
}
export interface ModelWallet {
  cashCents: number;
  /** Bonus bets in the order the punter's list shows them. */
  bonusBets: { id: number; remainingCents: number }[];
  boosts: { id: number; percent: number; uses: number }[];
  /** What the punter's pending fixed-price bets could return, by event (`R123`, `S45`): the payout ceiling's count. */
  owedByEvent: Map<string, number>;
}

// ---------------------------------------------------------------- the slip, as sent on the wire

export interface WireLeg {
  leg_id?: string | number;
  event_id: number;
  bet_type: string;
  special_type?: string | null;
  selections: string;
  bet_amount?: number;
  total_amount?: number;
  requested_dividend?: number;
  event_type?: 'R' | 'S';
  is_sport?: boolean;
  is_free_bet?: boolean;
  free_bet_id?: number;
  boost_mode?: boolean;
  /** Fields the schema allows and the site never sends: nothing may read them. */
  modifier_1?: unknown;
  modifier_2?: unknown;
}
export interface WireSlip {
  legs: WireLeg[];
  multi_bet_amount?: number;
  parlay_options?: { combinations: (string | number)[][]; amount: number }[];
  price_changes?: 'ask' | 'accept_better' | 'accept_any';
}

// ---------------------------------------------------------------- what the model expects to be placed

type LegKind = 'win' | 'place' | 'each-way' | 'exotic' | 'quadrella' | 'same-race-multi' | 'same-game-multi' | 'sport';
export interface ModelLegPart {
  event_id: number;
  is_sport: boolean;
  bet_type: string;
  selections: string;
  /** The fixed price this part pays at; null for exotics (they pay the pool's dividend). */
  price: number | null;
}
export interface ModelBet {
  kind: 'single' | 'multi' | 'parlay';
  legKind: LegKind | 'combination';
  special_type: string | null;
  stakeCents: number;
  /** The price the whole bet was taken at (boosted when boosted); null for exotics. */
  price: number | null;
  bonus: boolean;
  boosted: boolean;
  parts: ModelLegPart[];
  /** Exotics: how many combinations the stake covers. */
  combinations: number;
}
export type Verdict =
  { accepted: true; bets: ModelBet[]; cashCents: number; bonusCents: number } | { accepted: false; why: string };

const MIN_BET_CENTS = 50;
const MAX_BET_CENTS = 10_000_000;
const EXOTICS: Record<string, { positions: number; boxed: boolean; ordered: boolean; pool: string }> = {
  Quinella: { positions: 2, boxed: true, ordered: false, pool: 'Quinella' },
  BoxQuinella: { positions: 2, boxed: true, ordered: false, pool: 'Quinella' },
  Exacta: { positions: 2, boxed: false, ordered: true, pool: 'Exacta' },
  BoxExacta: { positions: 2, boxed: true, ordered: true, pool: 'Exacta' },
  Trifecta: { positions: 3, boxed: false, ordered: true, pool: 'Trifecta' },
  BoxTrifecta: { positions: 3, boxed: true, ordered: true, pool: 'Trifecta' },
  FirstFour: { positions: 4, boxed: false, ordered: true, pool: 'FirstFour' },
  BoxFirstFour: { positions: 4, boxed: true, ordered: true, pool: 'FirstFour' },
  Quadrella: { positions: 4, boxed: false, ordered: true, pool: 'Quadrella' },
};
const LINKED_SPORTS_MARKETS = ['TotalOver', 'TotalUnder', 'ALine', 'BLine', 'AMgn1', 'BMgn1', 'AMgn2', 'BMgn2'];
const SRM_WITHIN: Record<string, number> = { FWIN: 1, PTOP2: 2, PTOP3: 3, PTOP4: 4 };

class Refused extends Error {}
const refuse = (why: string): never => {
  throw new Refused(why);
};

/** Dollars on the wire → whole cents; anything else refuses the slip. */
function toCents(dollars: number | undefined): number {
  const v = dollars ?? 0;
  const cents = Math.round(v * 100);
  if (!Number.isFinite(v) || v < 0 || Math.abs(cents - v * 100) > 1e-6) refuse('stake not in whole cents');
  return cents;
}
function stakeWithinBounds(cents: number) {
  if (cents > 0 && cents < MIN_BET_CENTS) refuse('under the minimum bet');
  if (cents > MAX_BET_CENTS) refuse('over the most one bet takes');
}
/** Prices are whole hundredths: products and boosts are worked exactly and rounded half up to the cent. */
const cents = (price: number) => BigInt(Math.round(price * 100));
function priceProduct(prices: number[]): number {
  const exact = prices.reduce((a, p) => a * cents(p), 1n);
  const scale = 10n ** BigInt(2 * (prices.length - 1));
  return Number((2n * exact + scale) / (2n * scale)) / 100;
}
const isSport = (l: WireLeg) => Boolean(l.is_sport) || l.event_type === 'S';

/** The punter's price setting against the price now: the price taken, or refused. */
function takePrice(requested: number | undefined, current: number, setting: WireSlip['price_changes']): number {
  const asked = requested ?? 0;
  if (Math.abs(asked - current) < 1e-9) return current;
  if (setting === 'accept_any') return current;
  if (setting === 'accept_better' && asked > 0 && current > asked) return current;
  return refuse('the price moved');
}

function groupsOf(selections: string): number[][] {
  return selections.split('/').map((g) =>
    g
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .map(Number),
  );
}
/** Every combination an exotic covers: runners in order (positions), never one runner twice. */
function exoticCombos(special: string, groups: number[][]): number[][] {
  const def = EXOTICS[special];
  const slots = special === 'Quadrella' ? groups : def.boxed ? Array(def.positions).fill(groups[0]) : groups;
  let combos: number[][] = [[]];
  for (const slot of slots)
    combos = combos.flatMap((c) =>
      (slot as number[]).filter((s) => special === 'Quadrella' || !c.includes(s)).map((s) => [...c, s]),
    );
  // A quinella pays on the first two in any order: one combination per pair.
  return def.ordered ? combos : combos.filter(([a, b]) => a < b);
}

interface PricedLeg {
  wire: WireLeg;
  id: string;
  kind: LegKind;
  stakeCents: number;
  price: number | null;
  parts: ModelLegPart[];
  combinations: number;
  eventKey: string;
}

function racingLeg(leg: WireLeg, m: ModelMarket, setting: WireSlip['price_changes']): Omit<PricedLeg, 'id'> {
  const race = m.races.get(leg.event_id) ?? refuse('no such race');
  if (!race.open) refuse('race closed');
  const eventKey = `R${race.event_id}`;
  const starter = (saddle: number) => race.runners.find((r) => r.saddle === saddle && !r.scratched);
  const special = leg.special_type || null;
  const part = (bet_type: string, selections: string, price: number | null): ModelLegPart => ({
    event_id: race.event_id,
    is_sport: false,
    bet_type,
    selections,
    price,
  });

  if (leg.bet_type === 'Exotic' && special === 'SameRaceMulti') {
    if (!race.products.includes('SameRaceMulti')) refuse('no same race multi');
    const picks = leg.selections.split(',').map((p) => p.trim().split(':'));
    const saddles = picks.map(([s]) => Number(s));
    if (picks.length < 2 || picks.some(([s, code]) => !Number.isInteger(Number(s)) || !(code in SRM_WITHIN)))
      refuse('bad same race multi');
    if (new Set(saddles).size !== saddles.length) refuse('a runner twice');
    // A bet that cannot win is not taken: no more runners asked to finish in the first k than k.
    for (const k of [1, 2, 3, 4])
      if (picks.filter(([, code]) => SRM_WITHIN[code] <= k).length > k) refuse('cannot all finish there');
    if (saddles.some((s) => !starter(s))) refuse('runner scratched or unknown');
    const quote = m.srmQuotes.get(`${race.event_id}|${leg.selections}`) ?? refuse('not priced');
    const price = takePrice(leg.requested_dividend, quote, setting);
    return {
      wire: leg,
      kind: 'same-race-multi',
      stakeCents: toCents(leg.bet_amount),
      price,
      parts: [part('Exotic', leg.selections, price)],
      combinations: 1,
      eventKey,
    };
  }
  if (leg.bet_type === 'Exotic') {
    const def = (special && EXOTICS[special]) || refuse('unknown exotic');
    if (!race.products.includes(special!)) refuse('exotic not offered');
    const total = toCents(leg.total_amount);
    const groups = groupsOf(leg.selections);
    const badGroup = (g: number[]) =>
      !g.length || g.some((s) => !Number.isInteger(s) || s < 1 || s > 99) || new Set(g).size !== g.length;
    if (groups.some(badGroup)) refuse('bad selections');
    if (def.boxed ? groups.length !== 1 || groups[0].length < def.positions : groups.length !== def.positions)
      refuse('wrong number of positions');
    let legRaces = [race];
    if (special === 'Quadrella') {
      if (!race.quadrella) refuse('a quadrella is placed on its first leg');
      legRaces = race.quadrella!.map((id) => m.races.get(id) ?? refuse('quadrella leg unknown'));
      if (legRaces.some((r) => !r.open)) refuse('quadrella leg closed');
    }
    groups.forEach((g, i) => {
      const r = legRaces[special === 'Quadrella' ? i : 0];
      if (g.some((s) => !r.runners.some((x) => x.saddle === s && !x.scratched))) refuse('runner scratched or unknown');
    });
    const combinations = exoticCombos(special!, groups).length;
    if (combinations === 0 || Math.abs(Math.round((leg.bet_amount ?? 0) * 100 * combinations) - total) >= 1)
      refuse('unit and total disagree');
    const parts =
      special === 'Quadrella'
        ? legRaces.map((r, i) => ({ ...part('Exotic', groups[i].join(','), null), event_id: r.event_id }))
        : [part('Exotic', leg.selections, null)];
    return {
      wire: leg,
      kind: special === 'Quadrella' ? 'quadrella' : 'exotic',
      stakeCents: total,
      price: null,
      parts,
      combinations,
      eventKey,
    };
  }
  const saddle = Number(leg.selections);
  const runner = Number.isInteger(saddle) && String(saddle) === leg.selections.trim() ? starter(saddle) : undefined;
  if (leg.bet_type === 'EachWay') {
    if (!race.products.includes('EachWay')) refuse('each way not offered');
    if (!runner) refuse('runner scratched or unknown');
    const amount = toCents(leg.bet_amount);
    if (leg.total_amount !== undefined && leg.total_amount !== 0 && toCents(leg.total_amount) !== amount * 2)
      refuse('each-way total is not twice the amount');
    const win = takePrice(leg.requested_dividend, runner!.odds.FWIN, setting);
    const place = runner!.odds.FPLC;
    return {
      wire: leg,
      kind: 'each-way',
      stakeCents: amount * 2,
      price: win,
      parts: [part('FWIN', String(saddle), win), part('FPLC', String(saddle), place)],
      combinations: 1,
      eventKey,
    };
  }
  if (leg.bet_type !== 'FWIN' && leg.bet_type !== 'FPLC') refuse('product not modelled');
  if (!race.products.includes(leg.bet_type)) refuse('product not offered');
  if (!runner) refuse('runner scratched or unknown');
  const price = takePrice(leg.requested_dividend, runner!.odds[leg.bet_type], setting);
  return {
    wire: leg,
    kind: leg.bet_type === 'FWIN' ? 'win' : 'place',
    stakeCents: toCents(leg.bet_amount),
    price,
    parts: [part(leg.bet_type, String(saddle), price)],
    combinations: 1,
    eventKey,
  };
}

function sportLeg(leg: WireLeg, m: ModelMarket, setting: WireSlip['price_changes']): Omit<PricedLeg, 'id'> {
  const match = m.matches.get(leg.event_id) ?? refuse('no such match');
  if (!match.open) refuse('match closed');
  if (leg.special_type === 'SameGameMulti') return sameGameLeg(leg, match, m, setting);
  const current = match.prices[leg.bet_type] ?? refuse('no such selection');
  const price = takePrice(leg.requested_dividend, current, setting);
  return {
    wire: leg,
    kind: 'sport',
    stakeCents: toCents(leg.bet_amount),
    price,
    parts: [{ event_id: match.event_id, is_sport: true, bet_type: leg.bet_type, selections: leg.bet_type, price }],
    combinations: 1,
    eventKey: `S${match.event_id}`,
  };
}

/**
 * A same-game multi: 2 to 6 different selections the match offers, which some final score wins together (found by
 * trying every score up to the lines' size: a bigger score only adds margin or total beyond every line). Its price is
 * the one the punter was quoted; every part pays through it (price null on the parts).
 */
function sameGameLeg(
  leg: WireLeg,
  match: ModelMatch,
  m: ModelMarket,
  setting: WireSlip['price_changes'],
): Omit<PricedLeg, 'id'> {
  const picks = leg.selections
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (picks.length < 2 || picks.length > 6 || new Set(picks).size !== picks.length) refuse('bad same game multi');
  if (picks.some((p) => !(p in match.prices))) refuse('bad same game multi');
  const { line, marginHigh, total } = match.lines;
  const edge = Math.ceil(Math.abs(line ?? 0) + (marginHigh ?? 0) + (total ?? 0) + 2);
  const result = (scoreA: number, scoreB: number): ModelMatchResult => ({
    kind: 'match',
    abandoned: false,
    scoreA,
    scoreB,
    line: line ?? 0,
    marginHigh: marginHigh ?? 0,
    total: total ?? 0,
  });
  const part = (bet_type: string): ModelLegPart => ({
    event_id: match.event_id,
    is_sport: true,
    bet_type,
    selections: bet_type,
    price: 2,
  });
  let possible = false;
  for (let a = 0; a <= edge && !possible; a++)
    for (let b = 0; b <= edge && !possible; b++)
      possible = picks.every((p) => partFactor(part(p), result(a, b)) === 2 && !isVoidPart(part(p), result(a, b)));
  if (!possible) refuse('cannot all win together');
  const quote = m.sgmQuotes.get(`${match.event_id}|${leg.selections}`) ?? refuse('not priced');
  const price = takePrice(leg.requested_dividend, quote, setting);
  return {
    wire: leg,
    kind: 'same-game-multi',
    stakeCents: toCents(leg.bet_amount),
    price,
    parts: picks.map((p) => ({ ...part(p), price: null })),
    combinations: 1,
    eventKey: `S${match.event_id}`,
  };
}

/** A multi or parlay combination: legs on different events, each a fixed win or a sports selection. */
function combine(legs: PricedLeg[], stakeCents: number, kind: 'multi' | 'parlay'): ModelBet {
  if (legs.length < 2) refuse('a combination needs two legs');
  if (legs.some((l) => l.kind !== 'win' && l.kind !== 'sport')) refuse('leg kind does not combine');
  if (kind === 'parlay' && legs.some((l) => LINKED_SPORTS_MARKETS.includes(l.wire.bet_type)))
    refuse('linked sports market in a parlay');
  if (new Set(legs.map((l) => l.eventKey)).size !== legs.length) refuse('two legs of one event');
  stakeWithinBounds(stakeCents);
  return {
    kind,
    legKind: 'combination',
    special_type: null,
    stakeCents,
    price: priceProduct(legs.map((l) => l.price!)),
    bonus: false,
    boosted: false,
    parts: legs.map((l) => l.parts[0]),
    combinations: 1,
  };
}

/** A boost raises the profit part of the price by its percentage (to the cent, half up). */
const boostedPrice = (price: number, percent: number) =>
  Number(100n + (2n * (cents(price) - 100n) * BigInt(100 + percent) + 100n) / 200n) / 100;

/**
 * A slip is one reading of its legs: each leg's id (its position when it has none; 1 and "1" are one id; never
 * empty) names one leg, a combination names legs of the slip each once, no combination is listed twice, and a special
 * type belongs to an exotic or a same game multi. Anything else is refused whole, whatever its amounts.
 */
function checkShape(slip: WireSlip) {
  const ids = slip.legs.map((l, i) => String(l.leg_id ?? i));
  if (new Set(ids).size !== ids.length) refuse('leg ids repeat');
  if (ids.some((id) => id.trim() === '')) refuse('an empty leg id');
  // The schema's bound on an id sent as text.
  if (slip.legs.some((l) => typeof l.leg_id === 'string' && l.leg_id.length > 200)) refuse('an id over 200 characters');
  // Every amount is money, whether or not a step uses it (an exotic's amount is its flexi unit).
  for (const l of slip.legs) {
    if (l.bet_type !== 'Exotic' || l.special_type === 'SameRaceMulti') toCents(l.bet_amount);
    if (l.total_amount !== undefined) toCents(l.total_amount);
  }
  for (const l of slip.legs)
    if (l.special_type && l.bet_type !== 'Exotic' && !(l.bet_type === 'SameGameMulti' && l.special_type === l.bet_type))
      refuse('a special type on a leg that has none');
  for (const option of slip.parlay_options ?? []) {
    const seen = new Set<string>();
    for (const combination of option.combinations) {
      const named = combination.map(String);
      if (named.some((id) => !ids.includes(id))) refuse('a combination names no leg');
      if (new Set(named).size !== named.length) refuse('a leg twice in a combination');
      const key = [...named].sort().join('|');
      if (seen.has(key)) refuse('a combination listed twice');
      seen.add(key);
    }
  }
}

/** The most a fixed-price bet returns: its stake at its price, to the cent (exotics pay the pool: none here). */
export const mostReturnCents = (bet: Pick<ModelBet, 'stakeCents' | 'price'>) =>
  bet.price === null ? 0 : Math.round((bet.stakeCents * Math.round(bet.price * 100)) / 100);
const eventKeysOf = (bet: ModelBet) => [...new Set(bet.parts.map((p) => `${p.is_sport ? 'S' : 'R'}${p.event_id}`))];

/** A bet no longer pending (settled or cashed out) no longer counts against the payout ceiling. */
export function releaseBet(wallet: ModelWallet, bet: ModelBet) {
  for (const key of eventKeysOf(bet))
    wallet.owedByEvent.set(key, (wallet.owedByEvent.get(key) ?? 0) - mostReturnCents(bet));
}

/** The payout ceiling: with the punter's pending bets, no event's bets may return more than it together. */
function checkCeiling(bets: ModelBet[], wallet: ModelWallet, ceilingCents: number) {
  const owed = new Map<string, number>();
  for (const bet of bets)
    for (const key of eventKeysOf(bet))
      owed.set(key, (owed.get(key) ?? wallet.owedByEvent.get(key) ?? 0) + mostReturnCents(bet));
  if ([...owed.values()].some((c) => c > ceilingCents)) refuse('over the payout ceiling');
  return owed;
}

/**
 * Whether the slip is accepted as the punter's wallet stands, and if so every bet it places and the wallet after
 * it. A refused slip places nothing.
 */
export function placeSlip(slip: WireSlip, market: ModelMarket, wallet: ModelWallet, ceilingCents: number): Verdict {
  try {
    checkShape(slip);
    return { accepted: true, ...place(slip, market, wallet, ceilingCents) };
  } catch (e) {
    if (e instanceof Refused) return { accepted: false, why: e.message };
    throw e;
  }
}

function place(slip: WireSlip, market: ModelMarket, wallet: ModelWallet, ceilingCents: number) {
  const setting = slip.price_changes ?? 'ask';
  const legs: PricedLeg[] = slip.legs.map((wire, i) => ({
    ...(isSport(wire) ? sportLeg(wire, market, setting) : racingLeg(wire, market, setting)),
    id: String(wire.leg_id ?? i),
  }));
  const bonusLeft = wallet.bonusBets.map((b) => ({ ...b }));
  const boosts = wallet.boosts.map((b) => ({ ...b }));
  const bets: ModelBet[] = [];
  for (const leg of legs) {
    stakeWithinBounds(leg.stakeCents);
    const bet: ModelBet = {
      kind: 'single',
      legKind: leg.kind,
      special_type: leg.wire.special_type || null,
      stakeCents: leg.stakeCents,
      price: leg.price,
      bonus: false,
      boosted: false,
      parts: leg.parts,
      combinations: leg.combinations,
    };
    if (leg.wire.is_free_bet && leg.wire.boost_mode) refuse('bonus bet and boost on one leg');
    if (leg.wire.is_free_bet) {
      const bonus = leg.wire.free_bet_id
        ? bonusLeft.find((b) => b.id === leg.wire.free_bet_id)
        : bonusLeft.find((b) => b.remainingCents > 0);
      if (!bonus || leg.stakeCents > bonus.remainingCents) refuse('no bonus bet for this stake');
      bonus!.remainingCents -= leg.stakeCents;
      bet.bonus = true;
    } else if (leg.wire.boost_mode) {
      if (leg.price === null) refuse('boosts apply to fixed prices');
      const boost =
        boosts.filter((b) => b.uses > 0).sort((a, b) => b.percent - a.percent)[0] ?? refuse('no boost left');
      boost.uses -= 1;
      bet.boosted = true;
      bet.price = boostedPrice(leg.price!, boost.percent);
    }
    if (leg.stakeCents > 0) bets.push(bet);
  }
  const multiCents = toCents(slip.multi_bet_amount);
  if (multiCents > 0) bets.push(combine(legs, multiCents, 'multi'));
  for (const option of slip.parlay_options ?? []) {
    // A combination of fewer than two legs is malformed whatever its amount.
    if (option.combinations.some((c) => c.length < 2)) refuse('a combination needs two legs');
    const amount = toCents(option.amount);
    if (amount === 0) continue;
    if (legs.length < 3) refuse('a parlay needs three legs');
    for (const ids of option.combinations) {
      const combo = ids.map((id) => legs.find((l) => l.id === String(id))!);
      bets.push(combine(combo, amount, 'parlay'));
    }
  }
  const total = bets.reduce((a, b) => a + b.stakeCents, 0);
  if (total === 0) refuse('nothing staked');
  const cash = bets.filter((b) => !b.bonus).reduce((a, b) => a + b.stakeCents, 0);
  const owed = checkCeiling(bets, wallet, ceilingCents);
  if (cash > wallet.cashCents) refuse('insufficient funds');
  for (const [key, c] of owed) wallet.owedByEvent.set(key, c);
  // Only an accepted slip uses up the punter's bonus bets and boosts.
  wallet.bonusBets.forEach((b, i) => (b.remainingCents = bonusLeft[i].remainingCents));
  wallet.boosts.forEach((b, i) => (b.uses = boosts[i].uses));
  wallet.cashCents -= cash;
  return { bets, cashCents: cash, bonusCents: total - cash };
}

// ---------------------------------------------------------------- results and returns

export interface ModelRaceResult {
  kind: 'race';
  abandoned: boolean;
  /** Saddle numbers of the runners that ran, in finishing order. */
  order: number[];
  scratched: number[];
  /** Each pool's dividend for $1 (Quinella, Exacta, Trifecta, FirstFour, Quadrella). */
  pools: Record<string, number>;
}
export interface ModelMatchResult {
  kind: 'match';
  abandoned: boolean;
  scoreA: number;
  scoreB: number;
  line: number;
  marginHigh: number;
  total: number;
}
export type ModelResult = ModelRaceResult | ModelMatchResult;
export interface ModelReturn {
  /** Cents back to cash. */
  cashCents: number;
  /** Cents back to the bonus balance (a refunded bonus stake). */
  bonusCents: number;
  /** Lost, won (something beyond refunds), or refunded in full. */
  outcome: 'lost' | 'won' | 'refunded';
}

/** A part's result as a factor on $1: 0 lost, 1 void (refunded), else the price it pays. */
export function partFactor(part: ModelLegPart, r: ModelResult): number {
  if (r.abandoned) return 1;
  if (r.kind === 'match') {
    const diff = r.scoreA - r.scoreB;
    const sided = (x: number) => (x === 0 ? 1 : x > 0 ? part.price! : 0);
    const won = (yes: boolean) => (yes ? part.price! : 0);
    switch (part.bet_type) {
      case 'AWin':
        return won(diff > 0);
      case 'BWin':
        return won(diff < 0);
      case 'Draw':
        return won(diff === 0);
      case 'ALine':
        return sided(diff + r.line);
      case 'BLine':
        return sided(-(diff + r.line));
      case 'AMgn1':
        return won(diff >= 1 && diff <= r.marginHigh);
      case 'AMgn2':
        return won(diff > r.marginHigh);
      case 'BMgn1':
        return won(-diff >= 1 && -diff <= r.marginHigh);
      case 'BMgn2':
        return won(-diff > r.marginHigh);
      case 'TotalOver':
        return sided(r.scoreA + r.scoreB - r.total);
      case 'TotalUnder':
        return sided(r.total - (r.scoreA + r.scoreB));
    }
    return 0;
  }
  const saddle = Number(part.selections);
  if (r.scratched.includes(saddle)) return 1;
  // Place terms: three places from 8 starters, two from 5 to 7; under 5 no place betting (refunded).
  const places = r.order.length >= 8 ? 3 : r.order.length >= 5 ? 2 : 0;
  if (part.bet_type === 'FPLC' && places === 0) return 1;
  const position = r.order.indexOf(saddle) + 1;
  const within = part.bet_type === 'FPLC' ? places : 1;
  return position >= 1 && position <= within ? part.price! : 0;
}

const floorCents = (x: number) => Math.floor(x + 1e-9);

/** What a placed bet returns once every event it is on has a result. */
export function settleBet(bet: ModelBet, results: Map<string, ModelResult>): ModelReturn {
  const resultOf = (p: ModelLegPart) => results.get(`${p.is_sport ? 'S' : 'R'}${p.event_id}`)!;
  let gross: number;
  let refunded: number;
  if (bet.kind !== 'single') {
    const factors = bet.parts.map((p) => partFactor(p, resultOf(p)));
    const isVoid = bet.parts.map((p, i) => factors[i] === 1 && isVoidPart(p, resultOf(p)));
    if (factors.some((f) => f === 0)) [gross, refunded] = [0, 0];
    else if (isVoid.every(Boolean)) [gross, refunded] = [bet.stakeCents, bet.stakeCents];
    else {
      // A void leg counts as 1.00 and the rest stands at the legs' prices; otherwise the price taken.
      const price = isVoid.some(Boolean) ? factors.reduce((a, f) => a * f, 1) : bet.price!;
      [gross, refunded] = [floorCents(bet.stakeCents * price), 0];
    }
  } else if (bet.legKind === 'each-way') {
    const half = bet.stakeCents / 2;
    const [winPart, placePart] = bet.parts;
    const r = resultOf(winPart);
    const win = partFactor({ ...winPart, price: bet.price }, r);
    const place = partFactor(placePart, r);
    gross = floorCents(half * win + half * place);
    refunded = (isVoidPart(winPart, r) ? half : 0) + (isVoidPart(placePart, r) ? half : 0);
  } else if (bet.legKind === 'exotic' || bet.legKind === 'quadrella') {
    [gross, refunded] = exoticReturn(bet, bet.parts.map(resultOf) as ModelRaceResult[]);
  } else if (bet.legKind === 'same-game-multi') {
    // One price for all the legs together: a pushed leg or an abandoned match refunds the bet (not repriced).
    const r = resultOf(bet.parts[0]);
    const won = bet.parts.map((p) => partFactor({ ...p, price: 2 }, r) === 2 && !isVoidPart(p, r));
    const pushed = bet.parts.some((p) => isVoidPart(p, r));
    if (bet.parts.some((p, i) => !won[i] && !isVoidPart(p, r))) [gross, refunded] = [0, 0];
    else if (pushed) [gross, refunded] = [bet.stakeCents, bet.stakeCents];
    else [gross, refunded] = [floorCents(bet.stakeCents * bet.price!), 0];
  } else if (bet.legKind === 'same-race-multi') {
    const r = resultOf(bet.parts[0]) as ModelRaceResult;
    const picks = bet.parts[0].selections.split(',').map((p) => p.split(':'));
    if (r.abandoned || picks.some(([s]) => r.scratched.includes(Number(s))))
      [gross, refunded] = [bet.stakeCents, bet.stakeCents];
    else {
      const all = picks.every(([s, code]) => {
        const pos = r.order.indexOf(Number(s)) + 1;
        return pos >= 1 && pos <= SRM_WITHIN[code];
      });
      [gross, refunded] = [all ? floorCents(bet.stakeCents * bet.price!) : 0, 0];
    }
  } else {
    const part = bet.parts[0];
    const r = resultOf(part);
    const factor = partFactor({ ...part, price: bet.price }, r);
    gross = floorCents(bet.stakeCents * factor);
    refunded = isVoidPart(part, r) ? bet.stakeCents : 0;
  }
  const outcome: ModelReturn['outcome'] =
    refunded >= bet.stakeCents && gross <= bet.stakeCents ? 'refunded' : gross === 0 ? 'lost' : 'won';
  if (!bet.bonus) return { cashCents: gross, bonusCents: 0, outcome };
  // A bonus bet returns its winnings without the stake; a refunded bonus stake goes back as bonus.
  return { cashCents: Math.max(0, gross - bet.stakeCents), bonusCents: Math.floor(refunded), outcome };
}

function isVoidPart(part: ModelLegPart, r: ModelResult): boolean {
  if (r.abandoned) return true;
  if (r.kind === 'match') {
    const diff = r.scoreA - r.scoreB;
    if (part.bet_type === 'ALine' || part.bet_type === 'BLine') return diff + r.line === 0;
    if (part.bet_type === 'TotalOver' || part.bet_type === 'TotalUnder') return r.scoreA + r.scoreB === r.total;
    return false;
  }
  if (r.scratched.includes(Number(part.selections))) return true;
  return part.bet_type === 'FPLC' && r.order.length < 5;
}

function exoticReturn(bet: ModelBet, races: ModelRaceResult[]): [number, number] {
  const stake = bet.stakeCents;
  if (races.some((r) => r.abandoned)) return [stake, stake];
  if (bet.legKind === 'quadrella') {
    const groups = bet.parts.map((p) => p.selections.split(',').map(Number));
    const combos = groups.reduce((a, g) => a * g.length, 1);
    // A scratched quadrella selection is not replaced: it cannot win its leg (docs/SPEC-CHOICES.md).
    const hit = races.every((r, i) => groups[i].includes(r.order[0]));
    return [hit ? floorCents((stake / combos) * (races[3].pools.Quadrella ?? 0)) : 0, 0];
  }
  const r = races[0];
  const def = EXOTICS[bet.special_type!];
  const combos = exoticCombos(bet.special_type!, groupsOf(bet.parts[0].selections));
  const unit = stake / combos.length;
  const top = r.order.slice(0, def.positions);
  let gross = 0;
  let refunded = 0;
  for (const c of combos) {
    if (c.some((s) => r.scratched.includes(s))) [gross, refunded] = [gross + unit, refunded + unit];
    else if (def.ordered ? c.every((s, i) => top[i] === s) : c.every((s) => top.includes(s)))
      gross += unit * (r.pools[def.pool] ?? 0);
  }
  return [floorCents(gross), floorCents(refunded)];
}

// ---------------------------------------------------------------- cash out

/** What the house keeps of a bet's value when it buys the bet back, and when it stops (docs/SPEC-CHOICES.md). */
export interface ModelCashOutTerms {
  marginPercent: number;
}

/** An exact fraction of whole numbers: prices are hundredths, so the offer is worked without rounding until the end. */
type Fraction = [bigint, bigint];
const times = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * c, b * d];
const hundredthsOf = (price: number): Fraction => [BigInt(Math.round(price * 100)), 100n];

/** Cash out is offered on fixed-price singles (win, place, sports) and on multis and parlays, paid in cash, unboosted. */
const cashOutOffered = (bet: ModelBet) =>
  !bet.bonus && !bet.boosted && (bet.kind !== 'single' || ['win', 'place', 'sport'].includes(bet.legKind));

/**
 * The cash out offer in cents on a pending bet, or null: every part not yet resolved is worth its taken price over
 * its price now (the chance the market gives it), a resolved part what it paid per $1 (its price, 1 when void, and a
 * lost part ends the offer). The house keeps its margin of that value. A bet with nothing left to run, or a part with
 * its event closed, has none.
 */
export function cashOutValue(
  bet: ModelBet,
  market: ModelMarket,
  results: Map<string, ModelResult>,
  terms: ModelCashOutTerms,
): number | null {
  if (!cashOutOffered(bet)) return null;
  let value: Fraction = [BigInt(bet.stakeCents), 1n];
  let running = 0;
  for (const part of bet.parts) {
    const result = results.get(`${part.is_sport ? 'S' : 'R'}${part.event_id}`);
    if (result) {
      const paid = partFactor(part, result);
      if (paid === 0) return null;
      value = times(value, hundredthsOf(paid));
      continue;
    }
    const now = priceNow(part, market);
    if (now === null) return null;
    running++;
    const [taken, current] = [hundredthsOf(part.price!), hundredthsOf(now)];
    value = times(value, [taken[0], current[0]]);
  }
  if (running === 0) return null;
  const kept = times(value, [BigInt(Math.round((100 - terms.marginPercent) * 100)), 10_000n]);
  const offer = Number(kept[0] / kept[1]);
  return offer > 0 ? offer : null;
}

/** A part's price now, or null while its race or match is closed or its runner scratched. */
function priceNow(part: ModelLegPart, market: ModelMarket): number | null {
  if (part.is_sport) {
    const match = market.matches.get(part.event_id);
    return match?.open ? (match.prices[part.bet_type] ?? null) : null;
  }
  const race = market.races.get(part.event_id);
  const runner = race?.runners.find((r) => r.saddle === Number(part.selections));
  return race?.open && runner && !runner.scratched ? (runner.odds[part.bet_type] ?? null) : null;
}
