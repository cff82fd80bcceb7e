/** One part of a geocoded address, as maps/places services describe it. */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface PlaceSuggestion {
  id: string;
  /** The address text shown in the list and geocoded when chosen. */
  description: string;
}

/**
 * The maps/places service behind address autocomplete (SPEC 7 "Address autocomplete"): suggestions restricted to a
 * country, and geocoding of a chosen address text into its components. A hosted maps service or the local list can
 * stand behind it.
 */
export interface PlacesService {
  /** Resolves when suggestions can be asked for; the address input stays disabled until then. */
  ready(): Promise<void>;
  suggest(text: string, country: string): Promise<PlaceSuggestion[]>;
  geocode(address: string): Promise<AddressComponent[]>;
}
