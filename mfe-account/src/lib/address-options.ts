/** SPEC 3 select list: street types, each with its short key. OTHER is the default (SPEC 4 Address entry). */
export const STREET_TYPES = [
  { label: 'Avenue', value: 'AVE' },
  { label: 'Circuit', value: 'CCT' },
  { label: 'Close', value: 'CL' },
  { label: 'Court', value: 'CT' },
  { label: 'Crescent', value: 'CRES' },
  { label: 'Drive', value: 'DR' },
  { label: 'Esplanade', value: 'ESP' },
  { label: 'Highway', value: 'HWY' },
  { label: 'Lane', value: 'LANE' },
  { label: 'Parade', value: 'PDE' },
  { label: 'Place', value: 'PL' },
  { label: 'Road', value: 'RD' },
  { label: 'Square', value: 'SQ' },
  { label: 'Street', value: 'ST' },
  { label: 'Terrace', value: 'TCE' },
  { label: 'Walk', value: 'WALK' },
  { label: 'Way', value: 'WAY' },
  { label: 'Other', value: 'OTHER' },
] as const;

export const DEFAULT_STREET_TYPE = 'OTHER';

/** Australian states and territories by their short names (what geocoding's administrative_area_level_1 gives). */
export const AUSTRALIAN_STATES = [
  { label: 'Australian Capital Territory', value: 'ACT' },
  { label: 'New South Wales', value: 'NSW' },
  { label: 'Northern Territory', value: 'NT' },
  { label: 'Queensland', value: 'QLD' },
  { label: 'South Australia', value: 'SA' },
  { label: 'Tasmania', value: 'TAS' },
  { label: 'Victoria', value: 'VIC' },
  { label: 'Western Australia', value: 'WA' },
] as const;

/** The state of every address outside Australia. */
export const NON_AUSTRALIAN_STATE = 'NonAU';
export const AUSTRALIA = 'AUS';

/** Countries by their three-letter codes (the codes the registration stores). */
export const COUNTRIES = [
  { label: 'Australia', value: 'AUS' },
  { label: 'New Zealand', value: 'NZL' },
  { label: 'United Kingdom', value: 'GBR' },
  { label: 'Ireland', value: 'IRL' },
  { label: 'United States', value: 'USA' },
  { label: 'Canada', value: 'CAN' },
  { label: 'South Africa', value: 'ZAF' },
] as const;

/** A street type word as written in an address ("Street", "St", "rd") to its key; unknown words give OTHER. */
export function streetTypeKey(word: string): string {
  const w = word.trim().toUpperCase();
  const match = STREET_TYPES.find((t) => t.label.toUpperCase() === w || t.value === w);
  return match?.value ?? DEFAULT_STREET_TYPE;
}
