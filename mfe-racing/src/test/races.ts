import type { Product, Race, Runner } from '../features/races/types';

/** Builders for racing test data: a sensible default with the fields a test cares about overridden. */
export const runner = (saddle: number, overrides: Partial<Runner> = {}): Runner => ({
  saddle_number: saddle,
  runner_id: `T-AU-${saddle}`,
  runner_name: `Runner ${saddle}`,
  barrier: saddle,
  jockey_driver_trainer: `Jockey ${saddle}`,
  trainer: `Trainer ${saddle}`,
  weight: 56,
  last_four_starts: '1x23',
  is_eliminated: false,
  odds: { FWIN: 2 + saddle, FPLC: 1.5, TF: 2 + saddle, VICWin: 2.1 + saddle, VICPlc: 1.4, WTX: 2.2 + saddle, PTX: 1.3 },
  approximate_odds: null,
  srm_odds: [
    { dividend_code: 'FWIN', value: 2 + saddle },
    { dividend_code: 'PTOP2', value: 1.8 },
    { dividend_code: 'PTOP3', value: 1.5 },
    { dividend_code: 'PTOP4', value: 1.2 },
  ],
  finish_position: null,
  ...overrides,
});

const p = (full: string, code: string, short: string, special: string | null = null): Product => ({
  full_description: full,
  dividend_code: code,
  short_description: short,
  special_type: special,
});

const PRODUCTS: Product[] = [
  p('Fixed Win', 'FWIN', 'Win'),
  p('Fixed Place', 'FPLC', 'Place'),
  p('Each Way', 'EachWay', 'E/W'),
  p('Top Fluc', 'TF', 'TF', 'TF'),
  p('VIC Tote Win', 'VICWin', 'VIC Win'),
  p('VIC Tote Place', 'VICPlc', 'VIC Plc'),
  p('Tote Win', 'WTX', 'Win'),
  p('Tote Place', 'PTX', 'Place'),
  p('Quinella', 'Quinella', 'Quin', 'Quinella'),
  p('Box Quinella', 'Quinella', 'Box Quin', 'BoxQuinella'),
  p('Exacta', 'Exacta', 'Exacta', 'Exacta'),
  p('Box Exacta', 'Exacta', 'Box Exacta', 'BoxExacta'),
  p('Trifecta', 'Trifecta', 'Tri', 'Trifecta'),
  p('Box Trifecta', 'Trifecta', 'Box Tri', 'BoxTrifecta'),
  p('First Four', 'FirstFour', 'F4', 'FirstFour'),
  p('Box First Four', 'FirstFour', 'Box F4', 'BoxFirstFour'),
  p('Same Race Multi', 'SRM', 'SRM', 'SameRaceMulti'),
];

export const race = (overrides: Partial<Race> = {}): Race => ({
  event_id: 101,
  meeting_id: 7,
  meeting_name: 'Flemington',
  event_name: 'Flemington R3',
  race_name: 'Maiden Plate',
  race_number: 3,
  race_type: 'T',
  start_time: '2026-11-22T10:00:00.000Z',
  jumps_in_sec: 600,
  race_status: 'Open',
  show_results: false,
  result_string: null,
  dividends: [],
  weather: 'Fine',
  race_distance: 1200,
  track_condition: 'Good 4',
  is_australian: true,
  state_country_code: 'VIC',
  is_futures: false,
  field_size: 8,
  products: PRODUCTS,
  placings: [],
  runners: Array.from({ length: 8 }, (_, i) => runner(i + 1)),
  jump_at: Date.now() + 600_000,
  ...overrides,
});
