import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  addSearchHistory,
  preferencesStore,
  setSortOrder,
  toggleFavoriteSport,
  startPreferences,
} from './preferences-store';

describe('Client state: race and sports preferences', () => {
  let stop = () => {};
  beforeAll(() => (stop = startPreferences()));
  afterAll(() => stop());

  it('resultDate (today, YYYY-MM-DD), persistedSortOrder (default asc), raceType (default A)', () => {
    expect(preferencesStore.getState()).toMatchObject({
      resultDate: dayjs().format('YYYY-MM-DD'),
      persistedSortOrder: 'asc',
      raceType: 'A',
    });
  });

  it('are persisted under the client-state key', () => {
    setSortOrder('desc');
    expect(JSON.parse(localStorage.getItem('wagering-state')!).preferences.persistedSortOrder).toBe('desc');
    setSortOrder('asc');
  });

  it('favoriteSports toggles a sport code', () => {
    toggleFavoriteSport('AFL');
    expect(preferencesStore.getState().favoriteSports).toEqual(['AFL']);
    toggleFavoriteSport('AFL');
    expect(preferencesStore.getState().favoriteSports).toEqual([]);
  });

  it('searchHistories (id): newest first, one entry per id, at most the 10 newest', () => {
    for (let id = 1; id <= 12; id += 1) addSearchHistory({ id, label: `Result ${id}` });
    addSearchHistory({ id: 5, label: 'Result 5' });
    const ids = preferencesStore.getState().searchHistories.map((h) => h.id);
    expect(ids).toHaveLength(10);
    expect(ids.slice(0, 3)).toEqual([5, 12, 11]);
  });
});
