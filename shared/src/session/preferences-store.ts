import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import dayjs from 'dayjs';
import { DEFAULT_RACE_TYPE, PUNTER_DEFAULT_PRICE_CHANGES, type PriceChangeSetting } from '@wagering/shared/constants';
import { persistSlice } from './persisted-state';

type SortOrder = 'asc' | 'desc';

interface SearchHistoryItem {
  id: string | number;
  label: string;
  /** Where the result leads, when it is a page. */
  path?: string;
}

/**
 * The punter's browsing preferences from SPEC "Client state" (race results date, sort order, race type, favourite
 * sports, search history), persisted across visits. Server data (races, sports, transactions) lives in the query
 * cache instead, where it is refetched rather than restored stale.
 */
interface PreferencesState {
  /** The results page's date, YYYY-MM-DD. */
  resultDate: string;
  persistedSortOrder: SortOrder;
  /** A (all), T, H or G. */
  raceType: string;
  /** Sport codes. */
  favoriteSports: string[];
  /** Newest first. */
  searchHistories: SearchHistoryItem[];
  /** What the betslip does when a fixed price moves: ask, accept better prices (default), accept any. */
  priceChanges: PriceChangeSetting;
}

/** Our bound (SPEC: not shown): the search history keeps the 10 newest entries. */
const SEARCH_HISTORY_LIMIT = 10;

export const preferencesStore = createStore<PreferencesState>(() => ({
  resultDate: dayjs().format('YYYY-MM-DD'),
  persistedSortOrder: 'asc',
  raceType: DEFAULT_RACE_TYPE,
  favoriteSports: [],
  searchHistories: [],
  priceChanges: PUNTER_DEFAULT_PRICE_CHANGES,
}));

/** Starts the punter's preferences in the browser: restored and kept stored (the shell's client boot calls it). */
export const startPreferences = () => persistSlice('preferences', preferencesStore, (s) => s);

export const setSortOrder = (persistedSortOrder: SortOrder) => preferencesStore.setState({ persistedSortOrder });
export const setPriceChanges = (priceChanges: PriceChangeSetting) => preferencesStore.setState({ priceChanges });

export function toggleFavoriteSport(sportCode: string): void {
  const { favoriteSports } = preferencesStore.getState();
  preferencesStore.setState({
    favoriteSports: favoriteSports.includes(sportCode)
      ? favoriteSports.filter((code) => code !== sportCode)
      : [...favoriteSports, sportCode],
  });
}

/** Records a search result the punter opened: newest first, one entry per id. */
export function addSearchHistory(item: SearchHistoryItem): void {
  const others = preferencesStore.getState().searchHistories.filter((h) => h.id !== item.id);
  preferencesStore.setState({ searchHistories: [item, ...others].slice(0, SEARCH_HISTORY_LIMIT) });
}

export function usePreferences<T>(selector: (state: PreferencesState) => T): T {
  return useStore(preferencesStore, selector);
}
