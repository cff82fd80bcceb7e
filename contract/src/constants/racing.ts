/** SPEC 9 racing constants. */

/** Race lists show the first 6 races still to jump (jumps_in_sec above 0). */
export const RACE_LIST_SIZE = 6;
/** The racing list's default race type: all. */
export const DEFAULT_RACE_TYPE = 'A';
/** Fewer non-eliminated runners than this counts as a small field. */
export const SMALL_FIELD_THRESHOLD = 8;

export type RaceTypeCode = 'T' | 'H' | 'G' | 'any';

/** Title, icon and banner per race type: the horse banner for T, H and any; the greyhound banner for G. */
export const RACE_TYPES: Record<RaceTypeCode, { title: string; icon: string; banner: 'horse' | 'greyhound' }> = {
  T: { title: 'Thoroughbreds', icon: 'thoroughbred', banner: 'horse' },
  H: { title: 'Harness', icon: 'harness', banner: 'horse' },
  G: { title: 'Greyhounds', icon: 'greyhound', banner: 'greyhound' },
  any: { title: 'All Racing', icon: 'racing', banner: 'horse' },
};

const RACE_TYPE_NAMES: Record<string, RaceTypeCode> = {
  t: 'T',
  thoroughbred: 'T',
  thoroughbreds: 'T',
  horse: 'T',
  h: 'H',
  harness: 'H',
  g: 'G',
  greyhound: 'G',
  greyhounds: 'G',
};

/** T, H, G or their long names (any case); any other value maps to "any". */
export function raceTypeCode(value: string | null | undefined): RaceTypeCode {
  return RACE_TYPE_NAMES[(value ?? '').trim().toLowerCase()] ?? 'any';
}

/** Race status values as the API sends them. */
export type RaceStatus = 'Open' | 'Interim' | 'Closed' | 'Final' | 'Abandoned' | 'Suspended';

/** The race-status badge's short labels. */
export const RACE_STATUS_SHORT_LABELS: Record<Exclude<RaceStatus, 'Open'>, string> = {
  Closed: 'Closed',
  Suspended: 'Spnd',
  Interim: 'Intrim',
  Final: 'Final',
  Abandoned: 'Abdn',
};

/** The three-step indicator: steps filled up to the current one. */
export const RACE_STEPS = [
  { step: 1, label: 'Closed' },
  { step: 2, label: 'Interim' },
  { step: 3, label: 'Final' },
] as const;

/**
 * Mobile odds tabs and the dividend codes each shows. The key names a tab in markup and styles; the label is display
 * text only ("SP & TF" in a selector once read as emotion's parent selector and hid every price).
 */
export const MOBILE_ODDS_TABS = [
  { key: 'sp-tf', label: 'SP & TF', codes: ['TF', 'BT3SP', 'BT3TF'] },
  { key: 'tote', label: 'TOTE', codes: ['WTX', 'PTX', 'BPX', 'BTX'] },
  { key: 'vic', label: 'VIC', codes: ['VICWin', 'VICPlc'] },
  { key: 'fixed', label: 'Fixed', codes: ['FWIN', 'FPLC'] },
] as const;

export type RaceFilterGroup = 'AUS/NZ' | 'INTERNATIONAL';

/** Race filter groups: AUS/NZ is an Australian meeting or state code NZ; everything else is INTERNATIONAL. */
export function raceFilterGroup(event: {
  is_australian?: boolean | null;
  state_country_code?: string | null;
}): RaceFilterGroup {
  return event.is_australian || event.state_country_code === 'NZ' ? 'AUS/NZ' : 'INTERNATIONAL';
}
