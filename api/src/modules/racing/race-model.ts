import type { InferAnswer } from '../../lib/schemas';
import type { Dividend } from './pricing';
import type { Product } from './products';
import type { runnerSchema } from './schemas';

export type RaceTypeCode = 'T' | 'H' | 'G';

/** SPEC race type codes: T, H, G, their long names; anything else means any type (null). */
export function raceTypeOf(input: string | undefined): RaceTypeCode | null {
  const v = (input ?? '').trim().toLowerCase();
  if (['t', 'thoroughbred', 'thoroughbreds', 'horse', 'horses'].includes(v)) return 'T';
  if (['h', 'harness'].includes(v)) return 'H';
  if (['g', 'greyhound', 'greyhounds'].includes(v)) return 'G';
  return null;
}

/** A runner as the race card answers it: its schema (schemas.ts) is the one statement of its fields. */
export type Runner = InferAnswer<typeof runnerSchema>;

export interface Race {
  event_id: number;
  meeting_id: number;
  meeting_name: string;
  event_name: string;
  race_name: string;
  race_number: number;
  race_type: RaceTypeCode;
  start_time: string;
  jumps_in_sec: number;
  race_status: string;
  show_results: boolean;
  result_string: string | null;
  dividends: Dividend[];
  weather: string;
  race_distance: number;
  track_condition: string;
  is_australian: boolean;
  state_country_code: string;
  is_futures: boolean;
  field_size: number;
  products: Product[];
  /** The placed runners by name, only as far as places are paid (the winner alone in a field of 4 or fewer). */
  placings: Placing[];
  runners?: Runner[];
}

export interface Placing {
  position: number;
  saddle_number: number;
  runner_name: string;
}

export interface Meeting {
  meeting_id: number;
  meeting_name: string;
  meeting_date: string;
  race_type: RaceTypeCode;
  event_status: string;
  is_australian: boolean;
  state_country_code: string;
  is_futures: boolean;
  races: Race[];
}

/** Seconds until the jump while a race still takes bets; 0 once it has jumped (the lists drop those). */
export function jumpsInSec(startMs: number, status: string, now: number): number {
  return status === 'Open' || status === 'Suspended' ? Math.max(0, Math.round((startMs - now) / 1000)) : 0;
}
