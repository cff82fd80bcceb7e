/**
 * Bets and legs in the punter's words, never the API's codes: one describer for the slip, the receipt, My Bets,
 * toasts and transactions (the API writes a bet's description with it). Framework-free.
 */

/** The special types' names as the punter reads them. */
export const SPECIAL_TYPE_NAMES: Record<string, string> = {
  SameRaceMulti: 'Same Race Multi',
  SameGameMulti: 'Same Game Multi',
  Quinella: 'Quinella',
  BoxQuinella: 'Box Quinella',
  Exacta: 'Exacta',
  BoxExacta: 'Box Exacta',
  Trifecta: 'Trifecta',
  BoxTrifecta: 'Box Trifecta',
  FirstFour: 'First Four',
  BoxFirstFour: 'Box First Four',
  Quadrella: 'Quadrella',
  TF: 'Top Fluc',
  BP1: 'Best Tote',
  BT3SP: 'Best of 3 + SP',
};

/** Racing win and place products, by the dividend code a leg is priced on. */
export const PRODUCT_NAMES: Record<string, string> = {
  FWIN: 'Fixed Win',
  FPLC: 'Fixed Place',
  EachWay: 'Each Way',
  TF: 'Top Fluc',
  VICWin: 'VIC Tote Win',
  VICPlc: 'VIC Tote Place',
  WTX: 'Tote Win',
  PTX: 'Tote Place',
};

/** Sports bet types by market, as the match page names them. */
export const SPORT_MARKET_NAMES: Record<string, string> = {
  AWin: 'Head to Head',
  BWin: 'Head to Head',
  Draw: 'Head to Head',
  ALine: 'Line',
  BLine: 'Line',
  AMgn1: 'Margin',
  AMgn2: 'Margin',
  BMgn1: 'Margin',
  BMgn2: 'Margin',
  TotalOver: 'Total',
  TotalUnder: 'Total',
};

/** A same race multi pick's outcome: "1:FWIN" is runner 1 to win, "2:PTOP2" runner 2 to finish in the top two. */
const SRM_OUTCOMES: Record<string, string> = { FWIN: 'Win', PTOP2: 'Top 2', PTOP3: 'Top 3', PTOP4: 'Top 4' };

/** An unknown code still reads as words: "TotalOver" → "Total Over", "No_Return" → "No Return". */
export const codeWords = (code: string) => code.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');

/** The field's names by saddle number ("4" → "Fast Horse"), to name an exotic's or a same race multi's runners. */
export type RunnerNames = Readonly<Record<string, string>>;

/** A runner by number and name, "4. Fast Horse", or its number alone when its name is not known. */
export const runnerText = (saddle: string, names?: RunnerNames | null) =>
  names?.[saddle] ? `${saddle}. ${names[saddle]}` : saddle;

/** "1:FWIN,2:PTOP2" → "1. Fast Horse Win, 2. Slow Horse Top 2" ("1 Win, 2 Top 2" without the names). */
const srmPicksText = (selections: string, names?: RunnerNames | null) =>
  selections
    .split(',')
    .map((pick) => {
      const [saddle = '', outcome = ''] = pick.split(':').map((s) => s.trim());
      return `${runnerText(saddle, names)} ${SRM_OUTCOMES[outcome] ?? codeWords(outcome)}`.trim();
    })
    .join(', ');

/**
 * An exotic's runners, positions split by " / ": "1,2,3" → "1. Fast Horse, 2. Slow Horse, 3. Third Horse"; "1/2,3"
 * → "1. Fast Horse / 2. Slow Horse, 3. Third Horse" (numbers alone when the names are not known).
 */
const exoticPicksText = (selections: string, names?: RunnerNames | null) =>
  selections
    .split('/')
    .map((position) =>
      position
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((saddle) => runnerText(saddle, names))
        .join(', '),
    )
    .join(' / ');

/** What kind of bet a leg is: the exotic's name, the racing product or the sports market. */
function betTypeName(leg: { bet_type: string; special_type?: string | null; is_sport?: boolean }): string {
  const special = SPECIAL_TYPE_NAMES[leg.special_type ?? ''];
  if (special) return special;
  if (leg.is_sport) return SPORT_MARKET_NAMES[leg.bet_type] ?? codeWords(leg.bet_type);
  // A stored leg may not say it is a sports leg; the sports codes (AWin, ALine …) are never racing products.
  return PRODUCT_NAMES[leg.bet_type] ?? SPORT_MARKET_NAMES[leg.bet_type] ?? codeWords(leg.bet_type);
}

/** A stored or placed leg as the API keeps it: codes and selections as text. */
type LegWords = {
  bet_type: string;
  special_type?: string | null;
  selections: string;
  is_sport?: boolean;
  runner_name?: string | null;
  /** An exotic's or same race multi's race: its runners' names by saddle number. */
  runners?: RunnerNames | null;
};

/**
 * The pick in words: "Quinella 1. Fast Horse, 2. Slow Horse", "Same Race Multi: 1. Fast Horse Win, 2. Slow Horse
 * Top 2", "4. Fast Horse · Fixed Win", or a sports selection with its market ("Adelaide · Head to Head").
 */
export function describeLeg(leg: LegWords): string {
  if (leg.special_type === 'SameRaceMulti') return `${betTypeName(leg)}: ${srmPicksText(leg.selections, leg.runners)}`;
  // Its selections are already the teams' and lines' names ("Adelaide, Over 170.5").
  if (leg.special_type === 'SameGameMulti') return `${betTypeName(leg)}: ${leg.selections}`;
  if (leg.bet_type === 'Exotic' || SPECIAL_TYPE_NAMES[leg.special_type ?? ''])
    return `${betTypeName(leg)} ${exoticPicksText(leg.selections, leg.runners)}`;
  const pick = leg.runner_name ? `${leg.selections}. ${leg.runner_name}` : leg.selections;
  return `${pick} · ${betTypeName(leg)}`;
}

/** A race's name once: "Doomben R2" stays as it is, a bare meeting gets its race number. */
export function raceName(eventName: string | null | undefined, raceNumber?: number | null): string {
  const name = (eventName ?? '').trim();
  if (!raceNumber || new RegExp(`\\bR${raceNumber}$`).test(name)) return name;
  return `${name} R${raceNumber}`.trim();
}

/** The names of parlay combinations by their number of legs (as the slip offers them). */
const FOLDS: Record<number, string> = { 2: 'Double', 3: 'Treble' };

/** A bet's kind in words: "2-leg Multi", "Double", "Treble", "4-Fold". */
export function betKindName(kind: string, legs: number): string {
  if (kind === 'multi') return `${legs}-leg Multi`;
  if (kind === 'parlay') return FOLDS[legs] ?? `${legs}-Fold`;
  return 'Single';
}

/**
 * A placed bet's headline: a single's pick ("Box Trifecta 1, 2, 3", "4. Fast Horse · Each Way"), a quadrella's
 * runners race by race ("Quadrella 1, 2 / 3 / 4 / 5"), a same-game multi's selections ("Same Game Multi: Adelaide,
 * Over 170.5"), or the kind of a multi or parlay ("2-leg Multi", "Double").
 */
export function describeBet(bet: {
  bet_kind: string;
  bet_type: string;
  special_type?: string | null;
  legs: readonly LegWords[];
}): string {
  const [first] = bet.legs;
  if (bet.bet_kind !== 'single' || !first) return betKindName(bet.bet_kind, bet.legs.length);
  // A same-game multi keeps one leg per selection: the headline names them all.
  if (bet.special_type === 'SameGameMulti')
    return describeLeg({ ...bet, selections: bet.legs.map((l) => l.selections).join(', ') });
  if (first.special_type === 'Quadrella')
    return `${betTypeName(first)} ${bet.legs.map((l) => exoticPicksText(l.selections, l.runners)).join(' / ')}`;
  return describeLeg({ ...first, bet_type: bet.bet_type });
}
