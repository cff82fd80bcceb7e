import { AUSTRALIA, DEFAULT_STREET_TYPE, NON_AUSTRALIAN_STATE, streetTypeKey } from '../../../lib/address-options';
import type { AddressComponent } from './places-service';

/** The registration's detailed address fields that a chosen suggestion fills in. */
export interface AddressFields {
  post_code: string;
  state: string;
  home_unit_number: string;
  home_suburb: string;
  home_street_number: string;
  home_street_name: string;
  home_street_type: string;
}

const part = (components: AddressComponent[], type: string) => components.find((c) => c.types.includes(type));

/**
 * SPEC 4 Address entry: postal_code gives post_code; administrative_area_level_1 (short name) gives state for AUS,
 * any other country gets NonAU; subpremise gives home_unit_number (digits only); locality gives home_suburb;
 * street_number gives home_street_number; route gives home_street_name and home_street_type (its last word, OTHER
 * when that is not a street type). The street name keeps every word before the type, so "St Kilda Road" stays
 * "St Kilda" (for a two-word route that is its first word, as SPEC says).
 */
export function addressFieldsFrom(components: AddressComponent[], country: string): AddressFields {
  const routeWords = (part(components, 'route')?.long_name ?? '').trim().split(/\s+/).filter(Boolean);
  const hasType = routeWords.length > 1;
  return {
    post_code: part(components, 'postal_code')?.long_name ?? '',
    state:
      country === AUSTRALIA
        ? (part(components, 'administrative_area_level_1')?.short_name ?? '')
        : NON_AUSTRALIAN_STATE,
    home_unit_number: (part(components, 'subpremise')?.long_name ?? '').replace(/\D/g, ''),
    home_suburb: part(components, 'locality')?.long_name ?? '',
    home_street_number: part(components, 'street_number')?.long_name ?? '',
    home_street_name: (hasType ? routeWords.slice(0, -1) : routeWords).join(' '),
    home_street_type: hasType ? streetTypeKey(routeWords[routeWords.length - 1]) : DEFAULT_STREET_TYPE,
  };
}
