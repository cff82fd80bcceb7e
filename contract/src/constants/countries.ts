/**
 * SPEC 3 select lists: three-letter country codes (ISO 3166-1 alpha-3, as registration stores them) to the two-letter
 * codes flags are named by (alpha-2). Covers the registration countries and every country the racing feed runs in.
 */
export const COUNTRY_FLAG_CODES: Readonly<Record<string, string>> = {
  AUS: 'AU',
  NZL: 'NZ',
  GBR: 'GB',
  IRL: 'IE',
  USA: 'US',
  CAN: 'CA',
  ZAF: 'ZA',
  HKG: 'HK',
  FRA: 'FR',
  JPN: 'JP',
  SGP: 'SG',
  ARE: 'AE',
  SWE: 'SE',
};

/** The two-letter flag code of a three-letter country code (a two-letter code is already one); undefined if unknown. */
export function flagCode(country: string | null | undefined): string | undefined {
  const code = country?.trim().toUpperCase() ?? '';
  if (Object.values(COUNTRY_FLAG_CODES).includes(code)) return code;
  return COUNTRY_FLAG_CODES[code];
}

/** The flag of a country as its emoji (two regional-indicator letters), or '' when the country is unknown. */
export function flagEmoji(country: string | null | undefined): string {
  const code = flagCode(country);
  return code ? String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '';
}
