/**
 * Pure sports pricing and results: head-to-head for every sport; line (ALine/BLine), margin (AMgn1/BMgn1 within the
 * first band, AMgn2/BMgn2 beyond it) and total (TotalOver/TotalUnder) for the scored team sports. Prices carry a 6 %
 * bookmaker margin; half-point lines and totals mean they never push.
 */
import { ladder } from '../../lib/price-ladder';
import type { Rng } from '../../lib/rng';
import type { SportDef } from './catalog';
import type { Match } from './schemas';

const MARGIN = 1.06;
/** Football's draw chance; the other sports here cannot draw. */
const DRAW_CHANCE = 0.26;

/** One priced selection of a match, with the market it belongs to (the answer groups them by market). */
export type Market = Match['submarkets'][number]['selections'][number] & { market_name: string };
export interface MatchLines {
  team_a_line: number | null;
  margin_one_low_value: number | null;
  margin_one_high_value: number | null;
  total_over: number | null;
  markets: Market[];
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26). */
function phi(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return 0.5 * (1 + Math.sign(x) * y);
}

const price = (p: number) => ladder(1 / (Math.min(0.97, Math.max(0.01, p)) * MARGIN));

/** Expected margin of team A over team B from A's strength (0.5 = evenly matched). */
const expectedMargin = (sport: SportDef, strength: number) => (strength - 0.5) * 2.5 * (sport.scoring?.spread ?? 1);

export function matchLines(sport: SportDef, teamA: string, teamB: string, strength: number): MatchLines {
  const h2h = (pA: number, pB: number, pDraw = 0): Market[] => [
    { market_name: 'Head to Head', bet_type: 'AWin', selection_name: teamA, dividend: price(pA) },
    ...(pDraw
      ? [{ market_name: 'Head to Head', bet_type: 'Draw', selection_name: 'Draw', dividend: price(pDraw) }]
      : []),
    { market_name: 'Head to Head', bet_type: 'BWin', selection_name: teamB, dividend: price(pB) },
  ];
  if (!sport.scoring)
    return {
      team_a_line: null,
      margin_one_low_value: null,
      margin_one_high_value: null,
      total_over: null,
      markets: h2h(strength, 1 - strength),
    };

  const { mean, spread } = sport.scoring;
  const mu = expectedMargin(sport, strength);
  const pA = 1 - phi((0.5 - mu) / spread);
  const pB = phi((-0.5 - mu) / spread);
  const markets = sport.draw
    ? h2h((1 - DRAW_CHANCE) * strength, (1 - DRAW_CHANCE) * (1 - strength), DRAW_CHANCE)
    : h2h(pA / (pA + pB), pB / (pA + pB));
  // Team A's handicap: A covers when its score plus the line beats B's.
  const line = -(Math.floor(mu) + 0.5);
  markets.push(
    { market_name: 'Line', bet_type: 'ALine', selection_name: `${teamA} ${signed(line)}`, dividend: 1.9 },
    { market_name: 'Line', bet_type: 'BLine', selection_name: `${teamB} ${signed(-line)}`, dividend: 1.9 },
  );
  const high = Math.max(1, Math.round(spread * 0.6));
  const within = (from: number, to: number) => phi((to + 0.5 - mu) / spread) - phi((from - 0.5 - mu) / spread);
  markets.push(
    {
      market_name: 'Margin',
      bet_type: 'AMgn1',
      selection_name: `${teamA} 1-${high}`,
      dividend: price(within(1, high)),
    },
    {
      market_name: 'Margin',
      bet_type: 'AMgn2',
      selection_name: `${teamA} ${high + 1}+`,
      dividend: price(1 - phi((high + 0.5 - mu) / spread)),
    },
    {
      market_name: 'Margin',
      bet_type: 'BMgn1',
      selection_name: `${teamB} 1-${high}`,
      dividend: price(within(-high, -1)),
    },
    {
      market_name: 'Margin',
      bet_type: 'BMgn2',
      selection_name: `${teamB} ${high + 1}+`,
      dividend: price(phi((-high - 0.5 - mu) / spread)),
    },
  );
  const total = Math.floor(mean * 2) + 0.5;
  markets.push(
    { market_name: 'Total', bet_type: 'TotalOver', selection_name: `Over ${total}`, dividend: 1.9 },
    { market_name: 'Total', bet_type: 'TotalUnder', selection_name: `Under ${total}`, dividend: 1.9 },
  );
  return { team_a_line: line, margin_one_low_value: 1, margin_one_high_value: high, total_over: total, markets };
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export interface MatchScore {
  score_a: number;
  score_b: number;
  result_string: string;
}

/** Plays the match: scores from the expected margin and total, or a winner by strength for unscored sports. */
export function playMatch(sport: SportDef, teamA: string, teamB: string, strength: number, rng: Rng): MatchScore {
  if (!sport.scoring) {
    const aWins = rng() < strength;
    return { score_a: aWins ? 1 : 0, score_b: aWins ? 0 : 1, result_string: `${aWins ? teamA : teamB} won` };
  }
  const g = () => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
  const margin = expectedMargin(sport, strength) + g() * sport.scoring.spread;
  const total = Math.max(Math.abs(margin), sport.scoring.mean * 2 + g() * sport.scoring.spread * 1.2);
  const score_a = Math.max(0, Math.round((total + margin) / 2));
  const score_b = Math.max(0, Math.round((total - margin) / 2));
  return { score_a, score_b, result_string: `${teamA} ${score_a} - ${score_b} ${teamB}` };
}

export interface ResolvedMatch {
  score_a: number;
  score_b: number;
  team_a_line: number | null;
  margin_one_high_value: number | null;
  total_over: number | null;
}

/** Whether a sports leg wins: true, false, or null when it neither wins nor loses (a push: refunded). */
export function sportLegWins(betType: string, m: ResolvedMatch): boolean | null {
  const diff = m.score_a - m.score_b;
  const high = m.margin_one_high_value ?? 0;
  const line = m.team_a_line ?? 0;
  const total = m.score_a + m.score_b;
  const against = (x: number) => (x === 0 ? null : x > 0);
  switch (betType) {
    case 'AWin':
      return diff > 0;
    case 'BWin':
      return diff < 0;
    case 'Draw':
      return diff === 0;
    case 'ALine':
      return against(diff + line);
    case 'BLine':
      return against(-(diff + line));
    case 'AMgn1':
      return diff >= 1 && diff <= high;
    case 'AMgn2':
      return diff > high;
    case 'BMgn1':
      return -diff >= 1 && -diff <= high;
    case 'BMgn2':
      return -diff > high;
    case 'TotalOver':
      return against(total - (m.total_over ?? 0));
    case 'TotalUnder':
      return against((m.total_over ?? 0) - total);
    default:
      return false;
  }
}
