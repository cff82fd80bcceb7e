import type { AddressComponent, PlaceSuggestion, PlacesService } from './places-service';
import { AUSTRALIA } from '../../../lib/address-options';

const MAX_SUGGESTIONS = 5;
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The places service backed by the local list of Australian addresses: works offline, answers only for Australia,
 * and matches every typed word anywhere in the address line. The list is loaded on demand (its own chunk).
 */
export function createLocalPlacesService(): PlacesService {
  const loading = import('./australian-addresses');
  return {
    ready: () => loading.then(() => undefined),
    async suggest(text, country) {
      if (country !== AUSTRALIA) return [];
      const words = normalise(text).split(' ').filter(Boolean);
      if (words.length === 0) return [];
      const { AUSTRALIAN_ADDRESSES, describeAddress } = await loading;
      const suggestions: PlaceSuggestion[] = [];
      for (const address of AUSTRALIAN_ADDRESSES) {
        const description = describeAddress(address);
        const haystack = normalise(description);
        if (words.every((w) => haystack.includes(w))) suggestions.push({ id: description, description });
        if (suggestions.length === MAX_SUGGESTIONS) break;
      }
      return suggestions;
    },
    async geocode(address) {
      const { AUSTRALIAN_ADDRESSES, describeAddress, stateName } = await loading;
      const found = AUSTRALIAN_ADDRESSES.find((a) => describeAddress(a) === address);
      if (!found) return [];
      const [unit, number, route, suburb, state, postCode] = found;
      const parts: AddressComponent[] = [
        { types: ['street_number'], long_name: number, short_name: number },
        { types: ['route'], long_name: route, short_name: route },
        { types: ['locality', 'political'], long_name: suburb, short_name: suburb },
        { types: ['administrative_area_level_1', 'political'], long_name: stateName(state), short_name: state },
        { types: ['country', 'political'], long_name: 'Australia', short_name: 'AU' },
        { types: ['postal_code'], long_name: postCode, short_name: postCode },
      ];
      return unit ? [{ types: ['subpremise'], long_name: unit, short_name: unit }, ...parts] : parts;
    },
  };
}

/** The page's places service (the local list; swap here for a hosted maps service). */
export const placesService: PlacesService = createLocalPlacesService();
